import { URL_PATTERN } from '../../../lib/forms/schema-helpers';
import type { AdvisoryMember } from './advisory';

/** "Label | https://address" per line → links; undefined when a line does not parse. */
export function parseLinks(value: string): AdvisoryMember['links'] | undefined {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 5) return undefined;
  const links = lines.map((line) => {
    const [label = '', url = ''] = line.split('|').map((part) => part.trim());
    return { label, url };
  });
  return links.every((link) => link.label.length > 0 && link.label.length <= 60 && URL_PATTERN.test(link.url))
    ? links
    : undefined;
}
