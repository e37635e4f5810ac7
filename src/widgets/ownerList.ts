/** Everyone: the word that stands alone in an owner list. */
export const ALL_OWNERS = 'all';

/**
 * The words of a stored owner list (`d3,g2,u7`, `all`, `subject,d3`), read as the server
 * reads what an administrator types (server/sc/notifyRules/ownerList.ts): lower case,
 * split at commas, semicolons or spaces, each once.
 * @example readOwnerList('d3, U7 u7') // ['d3', 'u7']
 */
export function readOwnerList(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter((token) => token !== ''),
    ),
  ];
}

/**
 * Chosen owners in their stored spelling: comma-separated, `all` alone (it covers
 * everyone, so anything beside it is dropped as the server would), '' for none.
 * @example writeOwnerList(['d3', 'u7']) // 'd3,u7'
 */
export function writeOwnerList(tokens: readonly string[]): string {
  return tokens.includes(ALL_OWNERS) ? ALL_OWNERS : tokens.join(',');
}

/**
 * The next choice after the user changed it: picking `all` keeps only `all`, and picking
 * someone while `all` is chosen replaces it, so the picker never shows a list the server
 * would collapse.
 * @example nextOwnerChoice(['all'], ['all', 'd3']) // ['d3']
 */
export function nextOwnerChoice(before: readonly string[], after: readonly string[]): string[] {
  const hadAll = before.includes(ALL_OWNERS);
  if (!after.includes(ALL_OWNERS)) return [...after];
  if (!hadAll) return [ALL_OWNERS];
  const others = after.filter((token) => token !== ALL_OWNERS);
  return others.length > 0 ? others : [ALL_OWNERS];
}
