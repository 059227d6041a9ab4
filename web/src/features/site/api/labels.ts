import { LIMITS } from '@/lib/model';

interface LabelLimits {
  count: number;
  max: number;
}

/** An insight's topics (isLabelList: at most six, each up to 40 characters). */
export const TOPIC_LIMITS: LabelLimits = { count: LIMITS.insight.tags, max: LIMITS.insight.tag.max };
/** A team member's languages (isLabelList, as topics). */
export const LANGUAGE_LIMITS: LabelLimits = {
  count: LIMITS.teamMember.languages,
  max: LIMITS.teamMember.language.max,
};

/** Trimmed, blanks dropped; undefined past the limits the rules hold them to. */
export function parseLabels(value: string, limits: LabelLimits): string[] | undefined {
  const labels = value
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');
  return labels.length <= limits.count && labels.every((label) => label.length <= limits.max) ? labels : undefined;
}
