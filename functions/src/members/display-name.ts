import { HttpsError } from 'firebase-functions/v2/https';
import { displayNameProblem, type DisplayNameProblem } from '#shared/model/index.js';

/** What the admin reads for each problem: why the name cannot go on a card, and what to do. */
const REFUSALS: Record<DisplayNameProblem, (name: string) => string> = {
  invisible: (name) =>
    `"${name}" holds an invisible character (a zero-width space or a direction mark), which lets a name pass for another: decline it.`,
  noLetter: (name) => `"${name}" has no letter, so it names nobody: decline it.`,
  reserved: (name) =>
    `"${name}" is reserved for the editors: it reads as one of their names or roles (in look-alike letters of another alphabet, fullwidth or styled letters, or as typed): decline it.`,
};

/**
 * The model's whole check (look-alikes too, which the rules cannot read), as failed-precondition with `details.reason`.
 * Why: docs/decisions/0106-names-that-read-as-the-editors.md
 */
export function refuseUnusableName(name: string): void {
  const problem = displayNameProblem(name);
  if (problem) throw new HttpsError('failed-precondition', REFUSALS[problem](name), { reason: `name-${problem}` });
}
