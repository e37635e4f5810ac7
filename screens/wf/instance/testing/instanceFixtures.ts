import type { FormDefinition } from '../../../../schemas/wf/formDefinition';
import type { FolderCounts, InstanceRow, InstanceView, StageView } from '../../../../schemas/wf/wfApi';

/** Tests: a purchase request form (subject, amount, a reason shown over 100,000). */
export const PURCHASE_FORM: FormDefinition = {
  titleField: 'subject',
  fields: [
    { key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' }, required: true },
    { key: 'amount', type: 'money', label: { tw: '金額', en: 'Amount' }, required: true },
    {
      key: 'reason',
      type: 'textarea',
      label: { tw: '理由', en: 'Reason' },
      showWhen: { all: [{ field: 'amount', op: 'gt', value: '100000' }] },
    },
  ],
};

const PURCHASE = { id: 3, name: { tw: '請購單', en: 'Purchase request' } };

/** Tests: a row of a folder as GET /api/wf/instance lists it. */
export function instanceRow(id: number, overrides: Partial<InstanceRow> = {}): InstanceRow {
  return {
    id,
    number: `PR20260304${String(id).padStart(4, '0')}`,
    title: `Laptops ${id}`,
    template: PURCHASE,
    applicant: { id: 9, name: 'Lee Staff' },
    status: 'running',
    currentStages: [{ key: 'manager', name: { tw: '主管', en: 'Manager' } }],
    submittedAt: '2026-03-04T05:06:07.000Z',
    updatedAt: '2026-03-04T05:06:07.000Z',
    ...overrides,
  };
}

/** Tests: one page of a folder. */
export function instancePage(rows: InstanceRow[], total = rows.length, page = 1, perPage = 20) {
  return {
    data: rows,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    },
  };
}

export function folderCounts(overrides: Partial<FolderCounts> = {}): FolderCounts {
  return { receive: 0, mine: 0, draft: 0, signed: 0, cc: 0, finished: 0, ...overrides };
}

/** Tests: the stages of a purchase request: the manager approved, the countersign is running. */
export function purchaseStages(): StageView[] {
  return [
    {
      key: 'manager',
      name: { tw: '主管', en: 'Manager' },
      step: 0,
      branch: 0,
      mode: 'one',
      required: 1,
      state: 'approved',
      approvers: [
        {
          id: 2,
          name: 'Wang Manager',
          state: 'approved',
          actedBy: { id: 2, name: 'Wang Manager' },
          actedAt: '2026-03-04T06:00:00.000Z',
          comment: 'Fine by me',
        },
      ],
      cc: [],
    },
    {
      key: 'finance',
      name: { tw: '財務會簽', en: 'Finance countersign' },
      step: 1,
      branch: 0,
      mode: 'all',
      required: 2,
      state: 'active',
      approvers: [
        {
          id: 11,
          name: 'Chen Finance',
          state: 'approved',
          actedBy: { id: 12, name: 'Lin Deputy' },
          actedAt: '2026-03-04T07:00:00.000Z',
          comment: 'Signed while Chen is away',
        },
        { id: 13, name: 'Huang Audit', state: 'pending' },
      ],
      cc: [{ id: 20, name: 'Wu Office' }],
    },
  ];
}

/** Tests: an application as GET /api/wf/instance/{id} answers it. */
export function instanceView(id: number, overrides: Partial<InstanceView> = {}): InstanceView {
  return {
    ...instanceRow(id),
    version: 4,
    templateVersionId: 31,
    form: PURCHASE_FORM,
    values: { subject: `Laptops ${id}`, amount: '150000.00', reason: 'The old ones broke' },
    files: [{ id: 70, name: 'quote.pdf', size: 20480, mime: 'application/pdf' }],
    stages: purchaseStages(),
    history: [
      {
        id: 1,
        action: 'submit',
        actor: { id: 9, name: 'Lee Staff' },
        at: '2026-03-04T05:06:07.000Z',
      },
      {
        id: 2,
        action: 'approve',
        actor: { id: 2, name: 'Wang Manager' },
        stageKey: 'manager',
        comment: 'Fine by me',
        at: '2026-03-04T06:00:00.000Z',
      },
      {
        id: 3,
        action: 'approve',
        actor: { id: 12, name: 'Lin Deputy' },
        onBehalfOf: { id: 11, name: 'Chen Finance' },
        stageKey: 'finance',
        comment: 'Signed while Chen is away',
        at: '2026-03-04T07:00:00.000Z',
      },
    ],
    allowed: {
      actions: ['approve', 'reject', 'comment'],
      returnTo: [{ key: 'manager', name: { tw: '主管', en: 'Manager' } }],
      actingFor: [{ id: 13, name: 'Huang Audit' }],
      edit: false,
      admin: false,
    },
    ...overrides,
  };
}
