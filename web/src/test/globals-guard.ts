import { vi } from 'vitest';

/** The test files share one window and module graph (isolate: false), so a change left behind reaches later files. */
interface GlobalsSnapshot {
  values: Map<string, unknown>;
  descriptors: Map<string, PropertyDescriptor | undefined>;
  href: string;
}

const CONSOLE_METHODS = ['error', 'warn', 'info', 'log', 'debug'] as const;
const WINDOW_PROPERTIES = ['scrollX', 'scrollY', 'pageXOffset', 'pageYOffset', 'innerWidth', 'innerHeight'];
const WINDOW_FUNCTIONS = ['matchMedia', 'scrollTo', 'requestIdleCallback', 'IntersectionObserver', 'fetch'];

function readValues(): Map<string, unknown> {
  return new Map<string, unknown>([
    ...CONSOLE_METHODS.map((name) => [`console.${name}`, console[name]] as const),
    ['URL', globalThis.URL],
    ['URL.createObjectURL', (URL as { createObjectURL?: unknown }).createObjectURL],
    ['URL.revokeObjectURL', (URL as { revokeObjectURL?: unknown }).revokeObjectURL],
    ...WINDOW_FUNCTIONS.map(
      (name) => [`window.${name}`, (window as unknown as Record<string, unknown>)[name]] as const,
    ),
  ]);
}

const readDescriptors = () =>
  new Map(WINDOW_PROPERTIES.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const));

const sameDescriptor = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
  a?.get === b?.get && a?.set === b?.set && a?.value === b?.value;

const holder = globalThis as { __webTestGlobals?: GlobalsSnapshot };

/** A file that runs in `@vitest-environment node` (the build scripts' tests) has no window to guard. */
const hasWindow = () => typeof window !== 'undefined';

/** Records the globals as the first test file found them (once for the whole run). */
export function recordGlobals(): void {
  if (!hasWindow()) return;
  holder.__webTestGlobals ??= { values: readValues(), descriptors: readDescriptors(), href: location.href };
}

/** The names of the globals changed since `recordGlobals`, each put back as it was. */
export function changedGlobals(): string[] {
  const snapshot = holder.__webTestGlobals;
  if (!snapshot || !hasWindow()) return [];
  const changed: string[] = [];
  if (vi.isFakeTimers()) {
    changed.push('fake timers');
    vi.useRealTimers();
  }
  const values = readValues();
  for (const [name, value] of snapshot.values) {
    if (values.get(name) === value) continue;
    changed.push(name);
    const [owner = '', key = ''] = name.includes('.') ? name.split('.') : ['globalThis', name];
    const target = { console, URL, window, globalThis }[owner as 'console'] as unknown as Record<string, unknown>;
    if (value === undefined) Reflect.deleteProperty(target, key);
    else target[key] = value;
  }
  const descriptors = readDescriptors();
  for (const [name, descriptor] of snapshot.descriptors) {
    if (sameDescriptor(descriptors.get(name), descriptor)) continue;
    changed.push(`window.${name}`);
    if (descriptor) Object.defineProperty(window, name, descriptor);
  }
  if (location.href !== snapshot.href) {
    changed.push(`location (${location.href})`);
    history.replaceState(null, '', snapshot.href);
  }
  return changed;
}
