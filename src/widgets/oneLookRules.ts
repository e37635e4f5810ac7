/** One place where a file breaks the one-look rule (issue 12), 1-based. */
export interface OneLookFinding {
  line: number;
  text: string;
}

/** The elements antd has a control for: its Select and its Table. */
const NATIVE_CONTROL = /<(select|table)(?=[\s>]|$)/g;
/** A colour written out: hex, rgb()/hsl() and the named black and white. */
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(|(?<![\w-])(?:white|black)(?![\w-])/;
/** `var(--ant-…, fallback)`: the fallback may be a literal colour (until the tokens are on :root). */
const TOKEN_WITH_FALLBACK = /var\(\s*--ant-[\w-]+\s*,(?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g;
const CSS_COMMENT = /\/\*[\s\S]*?\*\//g;

/** Blanks a match but keeps its line breaks, so line numbers stay true. */
const blank = (match: string) => match.replace(/[^\n]/g, ' ');

/**
 * The lines of a .tsx source that draw a native `<select>` or a bare `<table>`.
 * @example nativeControls('<select value={x}>') // [{ line: 1, text: '<select value={x}>' }]
 */
export function nativeControls(source: string): Array<OneLookFinding & { tag: 'select' | 'table' }> {
  return source.split('\n').flatMap((text, index) =>
    [...text.matchAll(NATIVE_CONTROL)].map((match) => ({
      line: index + 1,
      text: text.trim(),
      tag: match[1] as 'select' | 'table',
    })),
  );
}

/**
 * The lines of a stylesheet that write a colour instead of a design token; a literal
 * colour as the fallback of `var(--ant-…, …)` is fine, and comments are skipped.
 * @example hardCodedColours('a { color: #fff; }') // [{ line: 1, text: 'a { color: #fff; }' }]
 */
export function hardCodedColours(css: string): OneLookFinding[] {
  const original = css.split('\n');
  return css
    .replace(CSS_COMMENT, blank)
    .replace(TOKEN_WITH_FALLBACK, blank)
    .split('\n')
    .flatMap((text, index) =>
      COLOUR.test(text) ? [{ line: index + 1, text: (original[index] ?? '').trim() }] : [],
    );
}
