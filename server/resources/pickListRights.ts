import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';

/**
 * Hand-written screens that pick from a descriptor entity's `GET {api}/all` without a
 * descriptor field pointing at it (their rows live in hand-written tables): the entity, and
 * the rights of the screens that need its ids and labels. Routes of their own (`/api/sc/user/all`,
 * `/api/sc/department/all`, `/api/sc/group/all`) are not generic and answer as they always did.
 */
const HAND_WRITTEN_PICKERS: Readonly<Record<string, readonly string[]>> = {
  // A user's departments and job positions (screens/sc/organisation/UserDepartmentsScreen.tsx).
  'sc.jobPosition': ['sc.admin.user.actions.view'],
  // The department form's level (screens/sc/organisation/DepartmentFormScreen.tsx).
  'sc.departmentLevel': ['sc.admin.department.actions.view'],
  // The year calendar's regions (screens/sc/calendar/CalendarYearScreen.tsx).
  'sc.calendarRegion': ['sc.admin.calendarEvent.actions.view'],
  // The spec's cached shift list (`/api/as/shift/all`): the attendance screens of every
  // employee (clock-in, calendar, schedule) name the shifts they show.
  'as.shift': ['as.use'],
};

/**
 * Who may read an entity's pick list (`GET {api}/all` as ids and labels) without its view
 * right: by entity id, the rights (`{permission}.actions.{action}`) that each let the holder
 * fill in or filter by a reference to it. A `reference`/`references` field of entity R gives
 * R's `create` and `edit` rights (for line items, those of their document, which writes them);
 * R's `view` right as well when R's list filters by the field or its board groups by it (a
 * reader of leads filters by stage). Computed once from the loaded descriptors.
 * @example pickListRights(descriptors).get('cm.organization') // ['cm.use.person.actions.create', ...]
 */
export function pickListRights(
  descriptors: readonly EntityDescriptor[],
): ReadonlyMap<string, readonly string[]> {
  const rights = new Map<string, Set<string>>();
  const grant = (target: string, right: string) => {
    if (!rights.has(target)) rights.set(target, new Set());
    rights.get(target)!.add(right);
  };
  // Line items are written through their document: its rights are theirs.
  const writer = new Map(descriptors.filter((d) => d.lines).map((d) => [d.lines!.entity, d]));
  for (const d of descriptors) {
    const writes = writer.get(d.id) ?? d;
    const shown = new Set([...(d.list.filters ?? []), ...(d.board ? [d.board.groupBy] : [])]);
    for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
      if ((field.type !== 'reference' && field.type !== 'references') || !field.reference) continue;
      for (const action of ['create', 'edit'] as const)
        if (writes.actions.includes(action)) grant(field.reference, `${writes.permission}.actions.${action}`);
      if (shown.has(name)) grant(field.reference, `${d.permission}.actions.view`);
    }
  }
  for (const [target, list] of Object.entries(HAND_WRITTEN_PICKERS)) for (const r of list) grant(target, r);
  return new Map([...rights].map(([target, set]) => [target, [...set].sort()]));
}
