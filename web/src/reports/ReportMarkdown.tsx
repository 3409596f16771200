import { Anchor, Typography } from '@mantine/core';
import Markdown from 'react-markdown';

/**
 * Markdown from users and from the LLM, rendered safely: raw HTML is dropped (never parsed into the
 * page), react-markdown strips javascript: and other unsafe link targets, images are not loaded (a
 * remote image in model output would be a tracking pixel), and links open in a new tab without
 * handing over this page.
 */
export function ReportMarkdown({ children, size }: { children: string; size?: 'sm' | 'md' }) {
  return (
    <Typography fz={size === 'sm' ? 'sm' : undefined}>
      <Markdown
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        components={{
          a: ({ href, children: text }) => (
            <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
              {text}
            </Anchor>
          ),
        }}
      >
        {children}
      </Markdown>
    </Typography>
  );
}

/** A Markdown heading's text for display as plain text: backslash escapes removed (React escapes the rest). */
export const headingText = (markdown: string) => markdown.replace(/\\([\\`*_[\]<>#|~.+\-()!])/g, '$1');
