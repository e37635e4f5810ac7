/** The live departments, groups and users an owner list is written and read against. */
export interface OwnerDirectory {
  departments: ReadonlyArray<{ id: number; name: string; code: string | null; parent_id: number | null }>;
  groups: ReadonlyArray<{ id: number; name: string }>;
  /** Only the users that matter to one export page or one import file: there may be 100,000. */
  users: ReadonlyArray<{ id: number; name: string; account: string }>;
}

export type OwnerKind = 'd' | 'g' | 'u';

/** What a name names: one owner reference (`d3`), or why none. */
export type OwnerMatch = string | 'missing' | 'ambiguous';

/** Lookups over an OwnerDirectory, every text compared trimmed and lower-cased. */
export interface OwnerIndex {
  department: ReadonlyMap<number, { name: string; code: string | null; path: string }>;
  group: ReadonlyMap<number, { name: string }>;
  user: ReadonlyMap<number, { name: string; account: string }>;
  /** Which owner of a kind a text names (see resolveOwnerName). */
  resolve: (kind: OwnerKind, text: string) => OwnerMatch;
}

/** Between the names of a department path: `Atrium / Sales / Team 1`. */
export const PATH_SEPARATOR = ' / ';

const key = (text: string) => text.trim().toLowerCase();

function multiMap<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, number[]> {
  const out = new Map<string, number[]>();
  items.forEach((item, i) => {
    const k = keyOf(item);
    if (k === null || k === '') return;
    out.set(k, [...(out.get(k) ?? []), i]);
  });
  return out;
}

/** One id, or why not. */
function single(ids: readonly number[] | undefined, prefix: OwnerKind): OwnerMatch {
  if (!ids || ids.length === 0) return 'missing';
  return ids.length > 1 ? 'ambiguous' : `${prefix}${ids[0]}`;
}

/**
 * Indexes a directory so a text can be turned into the owner it names:
 * - a user by `Name (account)` (the account decides), an account, or a name;
 * - a department by `Name (CODE)` (the code decides), a name, a path from the top
 *   (`Atrium / Sales`), or a code;
 * - a group by its name.
 * A text that fits several owners of the kind is `ambiguous`, never a guess.
 *
 * @example indexOwners(directory).resolve('d', 'Sales (SAL)') // 'd3'
 */
export function indexOwners(directory: OwnerDirectory): OwnerIndex {
  const departments = directory.departments;
  const byId = new Map(departments.map((d) => [d.id, d]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (
      let d = byId.get(id);
      d && !seen.has(d.id);
      d = d.parent_id === null ? undefined : byId.get(d.parent_id)
    ) {
      seen.add(d.id);
      names.unshift(d.name.trim());
    }
    return names.join(PATH_SEPARATOR);
  };
  const department = new Map(
    departments.map((d) => [d.id, { name: d.name, code: d.code, path: pathOf(d.id) }]),
  );
  const ids = <T extends { id: number }>(items: readonly T[], map: Map<string, number[]>, text: string) =>
    map.get(key(text))?.map((i) => items[i]!.id);

  const deptByCode = multiMap(departments, (d) => (d.code ? key(d.code) : null));
  const deptByName = multiMap(departments, (d) => key(d.name));
  const deptByPath = multiMap(departments, (d) => key(department.get(d.id)!.path));
  const groupByName = multiMap(directory.groups, (g) => key(g.name));
  const userByAccount = multiMap(directory.users, (u) => key(u.account));
  const userByName = multiMap(directory.users, (u) => key(u.name));

  const resolve = (kind: OwnerKind, text: string): OwnerMatch => {
    const inParentheses = /\(([^()]+)\)\s*$/.exec(text)?.[1];
    if (kind === 'u') {
      const byAccount = inParentheses ? ids(directory.users, userByAccount, inParentheses) : undefined;
      if (byAccount) return single(byAccount, 'u');
      return single(ids(directory.users, userByAccount, text) ?? ids(directory.users, userByName, text), 'u');
    }
    if (kind === 'd') {
      const byCode = inParentheses ? ids(departments, deptByCode, inParentheses) : undefined;
      if (byCode) return single(byCode, 'd');
      return single(
        ids(departments, deptByName, text) ??
          ids(departments, deptByPath, text) ??
          ids(departments, deptByCode, text),
        'd',
      );
    }
    return single(ids(directory.groups, groupByName, text), 'g');
  };

  return {
    department,
    group: new Map(directory.groups.map((g) => [g.id, { name: g.name }])),
    user: new Map(directory.users.map((u) => [u.id, { name: u.name, account: u.account }])),
    resolve,
  };
}
