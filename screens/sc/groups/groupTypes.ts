/** A row of GET /api/sc/group. */
export interface GroupRow {
  id: number;
  name: string;
  description: string | null;
  version: number;
  member_count: number;
  deleted_at: string | null;
}

/** GET /api/sc/group/:id. */
export interface GroupRecord {
  id: number;
  name: string;
  description: string | null;
  version: number;
  deleted_at: string | null;
  members: Array<{ owner: string; name: string }>;
}

export interface GroupValues {
  name: string;
  description: string;
  departments: string[];
  groups: string[];
  users: string[];
}

export interface GroupErrors {
  name?: string;
  description?: string;
  departments?: string;
  groups?: string;
  users?: string;
}

export const EMPTY_GROUP: GroupValues = { name: '', description: '', departments: [], groups: [], users: [] };

/** The form's values from a stored group: its members split by kind. */
export function groupValues(record: GroupRecord): GroupValues {
  const of = (kind: string) => record.members.filter((m) => m.owner.startsWith(kind)).map((m) => m.owner);
  return {
    name: record.name,
    description: record.description ?? '',
    departments: of('d'),
    groups: of('g'),
    users: of('u'),
  };
}

/** The members sent to the server, in the order their 422 errors (`members.{i}`) refer to. */
export function membersOf(values: GroupValues): string[] {
  return [...values.departments, ...values.groups, ...values.users];
}

/** Places the server's 422 errors on the fields; `members.{i}` goes under the picker it came from. */
export function placeGroupErrors(fields: Record<string, string>, members: readonly string[]): GroupErrors {
  const errors: GroupErrors = { name: fields.name, description: fields.description };
  const picker = { d: 'departments', g: 'groups', u: 'users' } as const;
  for (const [field, message] of Object.entries(fields)) {
    const index = /^members\.(\d+)$/.exec(field)?.[1];
    const kind = index === undefined ? undefined : members[Number(index)]?.[0];
    if (kind === 'd' || kind === 'g' || kind === 'u') errors[picker[kind]] ??= message;
    else if (field === 'members') errors.users ??= message;
  }
  return errors;
}
