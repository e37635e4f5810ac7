import type { LoggedWrite } from './WriteLog';

function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringLeaves(item, out);
  return out;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const toWellFormed = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/** What a server could silently make of a sent text instead of storing it or refusing it. */
function alterations(text: string): string[] {
  const noNul = text.replaceAll('\u0000', '');
  const wellFormed = toWellFormed(text);
  return [noNul, wellFormed, toWellFormed(noNul), text.normalize('NFC'), text.normalize('NFKC')].filter(
    (v) => v !== text && v.length > 1,
  );
}

/**
 * The problems of what one request wrote: anything at all when it was refused (4xx), except
 * the tables `allowedOnRefusal` names (a failed sign-in is counted by design); when it was
 * accepted, any sent text that was stored altered (NUL dropped, a lone surrogate replaced,
 * normalised) rather than exactly as sent or refused.
 */
export function problemsOfWrites(
  status: number,
  writes: readonly LoggedWrite[],
  sent: unknown,
  allowedOnRefusal: readonly string[] = [],
): string[] {
  if (status >= 400) {
    const wrong = writes.filter((w) => !allowedOnRefusal.includes(w.table));
    if (wrong.length === 0) return [];
    const tables = [...new Set(wrong.map((w) => `${w.op} ${w.table}`))].join(', ');
    return [`answered ${status} but wrote: ${tables}`];
  }
  if (writes.length === 0) return [];
  const written = new Set(writes.flatMap((w) => stringLeaves(w.row)));
  const problems: string[] = [];
  for (const text of new Set(stringLeaves(sent))) {
    if (written.has(text)) continue;
    const altered = alterations(text).find((v) => written.has(v));
    if (altered !== undefined)
      problems.push(
        `stored ${JSON.stringify(altered).slice(0, 80)} for sent ${JSON.stringify(text).slice(0, 80)}`,
      );
  }
  return problems;
}
