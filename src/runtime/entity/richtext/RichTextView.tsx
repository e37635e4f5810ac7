import './richText.css';

/**
 * Rich text as the reader sees it in a detail view: the HTML the server stored, which it
 * sanitised by its allow-list on every write (server/resources/richtext/htmlAllowList.ts).
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <div
      className="rich-text-view"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML by its allow-list before storing it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
