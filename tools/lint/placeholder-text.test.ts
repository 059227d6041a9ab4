import { describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';
import {
  describePlaceholders,
  placeholdersIn,
  placeholdersInFile,
  placeholdersInModule,
  siteSources,
} from './placeholder-text.ts';

const markersByLine = (found: { line: number; marker: string }[]) => found.map(({ line, marker }) => [line, marker]);

describe('the placeholder check', () => {
  it('finds each marker in a module’s strings and JSX text, on its line, and none in its comments or names', () => {
    const module = [
      '// TODO: a comment is code, not copy',
      'const SAMPLE_LIMIT = 3;',
      "export const notice = 'This is sample legal text.';",
      'export const Profile = () => <a href="https://example.com/advisory">Lorem ipsum</a>;',
      'export const later = `Draft ${SAMPLE_LIMIT}, TODO`;',
      "export const legal = 'It has not yet been reviewed by a lawyer.';",
    ].join('\n');
    expect(markersByLine(placeholdersInModule('web/src/content/probe.tsx', module))).toEqual([
      [3, 'sample'],
      [4, 'example.com'],
      [4, 'lorem ipsum'],
      [5, 'TODO'],
      [6, 'not reviewed'],
    ]);
  });

  it('lets an e-mail field’s hint show name@example.com, and the company name its writing samples, but nothing else', () => {
    const allowed = [
      "'Enter an e-mail address like name@example.com.'",
      '<input type="email" placeholder="name@example.com" />',
      "'Read our writing samples'",
      "['writingSamples', '/insights/writing-samples']",
      "'we will send sample pages in the style you need.'",
    ];
    for (const line of allowed) expect(placeholdersInModule('probe.tsx', line), line).toEqual([]);
    const found = placeholdersInModule(
      'probe.ts',
      "const sender = { email: 'adaeze@example.com', byline: 'Radio (sample coverage)' };",
    );
    expect(markersByLine(found)).toEqual([
      [1, 'example.com'],
      [1, 'sample'],
    ]);
  });

  it('reads translations and pages whole, and says where each find is', () => {
    const json = '{\n  "title": "Press",\n  "byline": "Community radio (sample coverage)"\n}\n';
    const [find] = placeholdersIn('web/src/i18n/locales/en/press.json', json);
    expect(describePlaceholders(find ? [find] : [])).toBe(
      'web/src/i18n/locales/en/press.json:3  sample  “"Press", "byline": "Community radio (sample coverage)" }”',
    );
    const html = '<!doctype html>\n<html><body><main><p>Lorem ipsum dolor</p><p>Ipsum</p></main></body></html>\n';
    expect(markersByLine(placeholdersIn('web/dist-e2e/home/_index.html', html))).toEqual([
      [2, 'lorem ipsum'],
      [2, 'lorem ipsum'],
    ]);
  });

  it('finds none in the site’s copy, its translations and the demo seed', () => {
    const files = siteSources(repoRoot);
    for (const place of ['web/src/content/', 'web/src/features/', 'web/src/i18n/locales/en/', 'tools/seed/']) {
      expect(files.filter((file) => file.startsWith(place)).length, place).toBeGreaterThan(5);
    }
    const found = files.flatMap((file) => placeholdersInFile(repoRoot, file));
    expect(describePlaceholders(found), 'placeholder or sample text, by file and line').toBe('');
  });
});
