import type { DepartmentSummary, GroupSummary, UserSummary } from './ownerOptions';

/** The organisation's lists an owner list is read against. */
export interface OwnerLists {
  departments: readonly DepartmentSummary[];
  groups: readonly GroupSummary[];
  users: readonly UserSummary[];
}

/** Translated words an owner list may hold, and the mark of an inactive owner. */
export interface OwnerWords {
  all: string;
  subject: string;
  inactive: string;
}

/**
 * Names for showing a stored owner list: `d{id}` and `g{id}` by name, `u{id}` by the
 * person's name, inactive ones marked, and the words `all` and `subject` translated.
 * A reference missing from the map names nothing live (deleted since).
 * @example ownerLabels(lists, words).get('d3') // 'Sales'
 */
export function ownerLabels(lists: OwnerLists, words: OwnerWords): Map<string, string> {
  const labels = new Map<string, string>([
    ['all', words.all],
    ['subject', words.subject],
  ]);
  const marked = (name: string, active: boolean | undefined) =>
    active === false ? `${name} ${words.inactive}` : name;
  for (const d of lists.departments) labels.set(`d${d.id}`, marked(d.name, d.is_active));
  for (const g of lists.groups) labels.set(`g${g.id}`, g.name);
  for (const u of lists.users) labels.set(`u${u.id}`, marked(u.name, u.is_active));
  return labels;
}
