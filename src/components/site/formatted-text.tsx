import 'server-only';
import { cn } from '@/lib/cn';
import { sanitizeFormattedText } from '@/server/sanitize';

/**
 * A formatted text field as visitors read it (src/kit/fields.ts `richText`): its paragraphs, lists and links, kept to
 * the allow-list again here, so a value that reached the page another way (a preview of unsaved text) is as safe.
 */
export function FormattedText({ html, className }: { html: string; className?: string }) {
  return <div className={cn('formatted-text', className)} dangerouslySetInnerHTML={{ __html: sanitizeFormattedText(html) }} />;
}
