// The package's entry: a worker loads only the module of the function it runs.
// Why: docs/decisions/0010-functions-load-only-their-own-module.md
/* eslint-disable @typescript-eslint/no-require-imports -- lazy on purpose: only the target's module loads */
import './initialize.js';
import { FUNCTION_MODULES, isFunctionName } from './function-modules.js';

const load = (module: string) => require(module) as Record<string, unknown>;

/** Every function, for deploy's discovery: each from its own module. */
const everyFunction = () =>
  Object.fromEntries(Object.entries(FUNCTION_MODULES).map(([name, module]) => [name, load(module)[name]]));

// FUNCTION_TARGET: set per worker by Cloud Functions and the emulator; unset when deploy discovers every export.
const target = process.env.FUNCTION_TARGET;
export = isFunctionName(target) ? load(FUNCTION_MODULES[target]) : everyFunction();
