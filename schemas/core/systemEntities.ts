import type { EntityDescriptor } from './entityDescriptorSchema';

/**
 * Tables the runtime does not own but any descriptor may reference: `reference: "sc.user"`
 * points at a person (the users table, written by the organisation screens, not by schema
 * sync), `reference: "sc.department"` at a department (row scopes' owning department). Each is described as a read-only entity so the generic code that joins a
 * reference's label, checks that a referenced row is live, filters by it, exports and imports
 * it by label, and fills a pick list from `{api}/all` needs no case of its own.
 *
 * They are reference targets only: no table is synced, no route registered, no right added,
 * no menu built for them. Their pick list is the spec's cached list (`/api/sc/user/all`), which
 * every signed-in user may read (ids and names; see docs/guide-admin-screen.md).
 *
 * @example "agent_id": { "type": "reference", "title": "wf:fields.agent", "reference": "sc.user" }
 */
export const SYSTEM_REFERENCE_TARGETS: readonly EntityDescriptor[] = [
  {
    id: 'sc.user',
    module: 'sc',
    title: 'sc:users.fields.id',
    api: '/api/sc/user',
    table: 'users',
    permission: 'sc.admin.user',
    actions: ['view'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'sc:users.fields.name', maxLength: 100 },
      // Unique: an import names a person by their account as well as by their name.
      account: { type: 'string', title: 'sc:users.labels.account', maxLength: 100, unique: true },
    },
    list: { columns: ['name'], defaultSort: 'name' },
  },
  {
    id: 'sc.department',
    module: 'sc',
    title: 'sc:organisation.memberEdit.department',
    api: '/api/sc/department',
    table: 'departments',
    permission: 'sc.admin.department',
    actions: ['view'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'sc:organisation.memberEdit.department', maxLength: 100 },
      // Unique: an import names a department by its code (`ADM`) as well as by its name.
      code: { type: 'string', title: 'sc:organisation.form.code', maxLength: 20, unique: true },
    },
    list: { columns: ['name'], defaultSort: 'name' },
  },
];

/** Whether an entity id names a system reference target (not a descriptor file). */
export function isSystemReferenceTarget(id: string): boolean {
  return SYSTEM_REFERENCE_TARGETS.some((d) => d.id === id);
}

/**
 * Every entity a reference may point at, by id: the descriptors and the system targets
 * (a descriptor of the same id wins, so a module that one day describes its table keeps it).
 * @example const registry = referenceRegistry(descriptors); registry.get('sc.user')?.table // 'users'
 */
export function referenceRegistry(descriptors: readonly EntityDescriptor[]): Map<string, EntityDescriptor> {
  return new Map([...SYSTEM_REFERENCE_TARGETS, ...descriptors].map((d) => [d.id, d]));
}
