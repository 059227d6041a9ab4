import ReactMarkdown, { type Components } from 'react-markdown';
import { Prose } from '@/components/ui';
import { headingsUnderTitle } from './headings-under-title';

const components: Components = {
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
      <ReactMarkdown skipHtml components={components} remarkPlugins={[headingsUnderTitle]}>
        {children}
      </ReactMarkdown>
    </Prose>
  );
}
