import { describe, expect, it } from 'vitest';
import { shakeableComponents } from './shakeable-components.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = shakeableComponents(/[\\/]router[\\/]dist[\\/]/).transform as Transform;

const routerModule = [
  'var Link = React10.forwardRef(function LinkWithRef(props, ref) {',
  '  return render(props, ref);',
  '});',
  'Link.displayName = "Link";',
  'var RouteContext = React.createContext(null);',
  'RouteContext.displayName = "Route";',
  'const label = "Link.displayName";',
].join('\n');

describe('shakeableComponents', () => {
  it('empties the displayName lines and marks forwardRef and createContext pure, keeping every line in place', () => {
    const result = transform(routerModule, '/app/node_modules/router/dist/index.mjs');
    expect(result?.code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef(props, ref) {',
      '  return render(props, ref);',
      '});',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'const label = "Link.displayName";',
    ]);
  });

  it('leaves every other module alone', () => {
    expect(transform(routerModule, '/app/src/components/Link.tsx')).toBeNull();
  });

  it('applies to production builds only, where React DevTools names are not read', () => {
    expect(shakeableComponents(/x/).apply).toBe('build');
  });
});
