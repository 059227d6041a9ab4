/** shared/model, the one module through which the web app reaches it. */
export * from '../../../shared/model/index.js';
