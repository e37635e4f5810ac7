import sanitize from 'sanitize-html';
import { HTML_ALLOW_LIST } from './htmlAllowList';

/** Tags that show something without any text (an image, a rule). */
const VISIBLE_WITHOUT_TEXT = /<(img|hr)\b/i;

/**
 * Rich text as it is stored and shown: sanitised by the one allow-list, and '' when it
 * shows nothing (an editor's empty `<p></p>`), so "no text" has one form and `required`
 * refuses it. Idempotent: sanitising the result again gives the same text.
 * @example sanitiseHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitiseHtml(html: string): string {
  const clean = sanitize(html, HTML_ALLOW_LIST).trim();
  if (VISIBLE_WITHOUT_TEXT.test(clean)) return clean;
  const text = sanitize(clean, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') === '' ? '' : clean;
}

/**
 * Rich text as plain text (list columns, exports read by people): tags dropped,
 * blocks separated by a space, entities decoded.
 * @example htmlToPlainText('<p>a</p><p>b &amp; c</p>') // 'a b & c'
 */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
