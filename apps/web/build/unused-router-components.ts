import type { Plugin } from 'vite';

/**
 * React Router's production build labels its components for React's developer tools at the top
 * level of its module: `NavLink.displayName = "NavLink";`. An assignment is a statement with an
 * effect, so the bundler must keep every component labelled so, whether the app uses it or not:
 * `NavLink`, `Form`, `ScrollRestoration` and all they call (form submission, view transitions,
 * scroll keys), 1.8 KB gzip in every page’s first load (decision 0854).
 *
 * The labels are dropped from that build's modules, so what the app does not import goes the way
 * of any unused code. Nothing runs differently: a `displayName` only names a component in the
 * developer tools and in development warnings, which the production build does not give.
 */
export function withoutDisplayNames(code: string): string {
  return code.replace(/^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm, '');
}

/**
 * Marks the top-level `var X = React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)`
 * as free of effects (`/* @__PURE__ *\/`, as the build already marks its `createElement` calls):
 * otherwise the bundler keeps each such call, and the component it makes, for fear of an effect.
 */
export function withPureComponentFactories(code: string): string {
  return code.replace(
    /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
    '$1/* @__PURE__ */ $2',
  );
}

/** The modules of React Router's production build (`dist/production/*.mjs`). */
const REACT_ROUTER_PRODUCTION_MODULE =
  /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

export function unusedRouterComponents(): Plugin {
  return {
    name: 'pipeproof:unused-router-components',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION_MODULE },
      handler(code) {
        return { code: withPureComponentFactories(withoutDisplayNames(code)), map: null };
      },
    },
  };
}
