import ReactMarkdown, { type Components } from 'react-markdown';
import { Prose } from '@/components/ui';

// The page's <h1> is the post title: Markdown headings start one level below it.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  a: ({ node: _node, ...props }) => <a {...props} rel="noopener noreferrer" />,
  img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" />,
};

/**
 * A post body. react-markdown builds React elements (never innerHTML); skipHtml drops raw HTML
 * outright, and its default urlTransform removes javascript: and other unsafe link targets.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Prose>
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Prose>
  );
}
