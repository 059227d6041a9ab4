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
 * The page's <h1> is the title, so the body's headings start at h2 and never skip a level, whatever marks were typed:
 * screen-reader users move by heading level.
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
