import type { InstanceRow } from '../../../schemas/wf/wfApi';

/** Where a row opens: a draft in the filling form to go on with it, anything else in the form view. */
export function instanceLink(row: Pick<InstanceRow, 'id' | 'status'>): string {
  return row.status === 'draft' ? `/wf/use/new/filling-form?id=${row.id}` : `/wf-form?id=${row.id}`;
}
