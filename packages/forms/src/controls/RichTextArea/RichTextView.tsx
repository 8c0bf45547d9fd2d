import { useMemo } from 'react';
import { sanitizeRichText } from '../../sanitize/sanitizeRichText';
import { ensureEditorStyles } from './styles';

/**
 * Read-only rich text: the stored HTML, sanitised by DOMPurify with the shared allow-list before
 * it reaches the page. A lazy chunk of its own (DOMPurify only, no editor).
 */
export default function RichTextView({
  html,
  id,
  labelId,
  describedBy,
}: {
  html: string;
  id: string;
  labelId: string;
  describedBy?: string | undefined;
}) {
  ensureEditorStyles();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      id={id}
      className="ic-richtext-view"
      role="document"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
