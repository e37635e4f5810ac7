import { useMemo } from 'react';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import type { DepartmentSummary, UserSummary } from '../../../src/widgets/ownerOptions';

/** Names of the people and departments a form's values point at, from the cached lists it needs. */
export function useNameLookups(form: FormDefinition): {
  users: ReadonlyMap<number, string>;
  departments: ReadonlyMap<number, string>;
} {
  const needs = (type: string) => form.fields.some((f) => f.type === type);
  const users = useCachedList<UserSummary>(needs('user') ? '/api/sc/user/all' : null).items;
  const departments = useCachedList<DepartmentSummary>(
    needs('department') ? '/api/sc/department/all' : null,
  ).items;
  return useMemo(
    () => ({
      users: new Map(users.map((u) => [u.id, u.name])),
      departments: new Map(departments.map((d) => [d.id, d.name])),
    }),
    [users, departments],
  );
}
