import { URL_PATTERN } from '@/lib/forms/schema-helpers';
import { LIMITS } from '@/lib/model';
import type { AdvisoryMember } from './advisory';

/**
 * "Label | https://address" per line → links; undefined when a line does not parse, or when the
 * rules (isLinkList, isLink) would refuse it: more than LIMITS.advisory.links, a label of more than
 * 60 characters, an address too long or not https or a path on this site.
 */
export function parseLinks(value: string): AdvisoryMember['links'] | undefined {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > LIMITS.advisory.links) return undefined;
  const links = lines.map((line) => {
    const [label = '', url = ''] = line.split('|').map((part) => part.trim());
    return { label, url };
  });
  const { min, max } = LIMITS.advisory.linkLabel;
  const valid = (link: { label: string; url: string }) =>
    link.label.length >= min &&
    link.label.length <= max &&
    link.url.length <= LIMITS.url.max &&
    URL_PATTERN.test(link.url);
  return links.every(valid) ? links : undefined;
}
