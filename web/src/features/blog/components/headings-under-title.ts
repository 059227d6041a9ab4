/** The part of a Markdown syntax tree (mdast) this plugin reads: headings, wherever they are nested. */
interface MarkdownNode {
  type: string;
  depth?: number;
  children?: MarkdownNode[];
}

function headingsIn(node: MarkdownNode): MarkdownNode[] {
  const own = node.type === 'heading' ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap(headingsIn)];
}

/**
 * A remark plugin: the page's <h1> is the post's title, so the body's headings start at h2 and go
 * down one level at a time, whichever marks the writer typed (a first `###` is an h2; `#` then `####`
 * is h2 then h3). Screen-reader users move by heading level, and a skipped level reads as a lost section.
 */
export function headingsUnderTitle() {
  return (tree: MarkdownNode) => {
    const headings = headingsIn(tree);
    const typed = [...new Set(headings.map((heading) => heading.depth ?? 1))].sort((a, b) => a - b);
    let previous = 1;
    for (const heading of headings) {
      heading.depth = Math.min(6, 2 + typed.indexOf(heading.depth ?? 1), previous + 1);
      previous = heading.depth;
    }
  };
}
