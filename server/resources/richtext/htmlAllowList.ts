import type { IOptions } from 'sanitize-html';

/**
 * THE allow-list of rich text (`html` fields): every write path sanitises with these
 * options and nothing else (server/resources/richtext/sanitiseHtml.ts). What is not
 * listed is removed: script, style and iframe with their content; every event handler
 * (`on*`), `style` and `class` attribute; every URL scheme but the ones below.
 * docs/guide-rich-text.md lists the same, for descriptor authors.
 */
export const HTML_ALLOW_LIST: IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark'],
    ...['ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  // Links: web pages and mail only. Images: https only (never data: or http:); a
  // scheme-less src is allowed only for our own files (see transformTags.img).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The content of these is never text a reader should see.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Every link opens without handing our page to the target, whatever the author wrote.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && isAllowedImageSource(src) ? { ...rest, src } : rest };
    },
  },
  // An image left without a source (it pointed elsewhere) is dropped, not kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Our own uploaded files, served under the API (`/api/files/...`, `/api/dm/...`). */
const OWN_FILE = /^\/api\/[a-z0-9][a-z0-9/_.-]*(\?[a-zA-Z0-9=&_.-]*)?$/;

/** Whether an image may be shown from `src`: an absolute https URL, or one of our own file URLs. */
export function isAllowedImageSource(src: string): boolean {
  const s = src.trim();
  if (OWN_FILE.test(s) && !s.includes('..')) return true;
  return /^https:\/\/[^\s/]+/i.test(s);
}
