/** A CSS string literal: quotes, backslashes and line breaks escaped. */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\A ')}"`;
}

/**
 * The `@page` rules of the print layout: A4 with room for the running header and footer, and
 * "page X of Y" in the bottom-right margin box (Chromium 131+ draws @page margin boxes and their
 * page counters; other browsers print their own page numbers). `pageOf` is the interface
 * language's sentence with `{{page}}` and `{{pages}}` where the numbers go.
 * @example pageRules('Page {{page}} of {{pages}}') // '@page { size: A4; … counter(page) … }'
 */
export function pageRules(pageOf: string): string {
  const parts = pageOf.split(/(\{\{page\}\}|\{\{pages\}\})/).filter((part) => part !== '');
  const content = parts
    .map((part) =>
      part === '{{page}}' ? 'counter(page)' : part === '{{pages}}' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
  return `@page {
  size: A4;
  margin: 14mm 14mm 16mm;
  @bottom-right {
    content: ${content};
    font-family: sans-serif;
    font-size: 9pt;
  }
}`;
}
