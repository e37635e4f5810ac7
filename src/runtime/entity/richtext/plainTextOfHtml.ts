/**
 * Rich text as one line of plain text, for list cells and titles: parsed by an inert
 * document (DOMParser runs no script and loads no image), blocks separated by spaces.
 * @example plainTextOfHtml('<p>Payment</p><ul><li>30 days</li></ul>') // 'Payment 30 days'
 */
export function plainTextOfHtml(html: string): string {
  if (typeof DOMParser === 'undefined')
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, td, th, br, blockquote, pre'))
    block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
