import type { Plugin } from 'vite';

/**
 * React Router builds its components as `var Link = React10.forwardRef(…)` and names them for React
 * DevTools with `Link.displayName = "Link"`. To a bundler both are side effects, so every component
 * the module defines stayed in the entry, used or not (its Form, ScrollRestoration, HistoryRouter,
 * RSC error handler). In a production build the names go (each line left empty, so the package's
 * source map still holds) and the two React calls are marked pure (they are): what the app does not
 * use shakes out. Decision 0104 measures what it saves.
 */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const PURE_REACT_CALL = /\b(React\d*\.(?:forwardRef|createContext)\()/g;

export function shakeableComponents(modules: RegExp): Plugin {
  return {
    name: 'voa:shakeable-components',
    apply: 'build',
    transform(code, id) {
      if (!modules.test(id)) return null;
      return { code: code.replace(DISPLAY_NAME, '').replace(PURE_REACT_CALL, '/* @__PURE__ */ $1'), map: null };
    },
  };
}
