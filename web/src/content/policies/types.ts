/** A link inside a sentence: a path of the site (`/voa/account`) or a section of the page (`#data-requests`). */
export interface PolicyLink {
  label: string;
  to: string;
}

/** Words, or words with links among them. */
export type PolicyText = string | readonly (string | PolicyLink)[];

/** A named fact of a definition list ("Who sees it": …). */
export interface PolicyFact {
  term: string;
  text: PolicyText;
}

/** A paragraph, a bulleted list, or a definition list. */
export type PolicyBlock = PolicyText | { list: readonly PolicyText[] } | { facts: readonly PolicyFact[] };

/** A titled part of a section (an <h3>), with an id to link to. */
export interface PolicyPart {
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

/** A section (an <h2>): its id is its address on the page (`#your-rights`) and its contents entry. */
export interface PolicySection {
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
  parts?: readonly PolicyPart[];
}

/** The policies' test fails, printing the new fingerprint, when the text changed without a new revision. */
export interface PolicyRevision {
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  fingerprint: string;
}

export interface Policy {
  title: string;
  intro: PolicyText;
  sections: readonly PolicySection[];
  /** Newest first; never empty. */
  revisions: readonly [PolicyRevision, ...PolicyRevision[]];
}

export const link = (label: string, to: string): PolicyLink => ({ label, to });

/** A text's words, its links' labels in place. */
export const plainText = (text: PolicyText): string =>
  typeof text === 'string' ? text : text.map((piece) => (typeof piece === 'string' ? piece : piece.label)).join('');

/** Whether a block is a paragraph (its text), not a list. */
export const isParagraph = (block: PolicyBlock): block is PolicyText =>
  typeof block === 'string' || Array.isArray(block);

/** Every text of a block. */
export function blockTexts(block: PolicyBlock): PolicyText[] {
  if (isParagraph(block)) return [block];
  if ('list' in block) return [...block.list];
  return block.facts.flatMap((fact) => [fact.term, fact.text]);
}

/** Everything a policy says but its revisions, as plain text, one block a line: what its fingerprint covers. */
export function policyText(policy: Policy): string {
  const blocks = (blocks: readonly PolicyBlock[]) => blocks.flatMap(blockTexts).map(plainText);
  return [
    policy.title,
    plainText(policy.intro),
    ...policy.sections.flatMap((section) => [
      section.heading,
      ...blocks(section.blocks),
      ...(section.parts ?? []).flatMap((part) => [part.heading, ...blocks(part.blocks)]),
    ]),
  ].join('\n');
}
