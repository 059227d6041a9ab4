import ReactMarkdown, { type Components } from 'react-markdown';
import { Prose } from '@/components/ui';
import { headingsUnderTitle } from './headings-under-title';

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} rel="noopener noreferrer" />,
  img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" />,
};

/** react-markdown builds elements (no innerHTML); skipHtml drops raw HTML, urlTransform unsafe links. */
export function Markdown({ children }: { children: string }) {
  return (
    <Prose>
      <ReactMarkdown skipHtml components={components} remarkPlugins={[headingsUnderTitle]}>
        {children}
      </ReactMarkdown>
    </Prose>
  );
}
