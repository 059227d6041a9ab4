/**
 * The project's data model (shared/model: member statuses and types, collection names, field
 * limits, the contact message), shared with the functions, the seed and the tests. The web app
 * reaches it through this one module.
 */
export * from '../../../shared/model/index.js';
