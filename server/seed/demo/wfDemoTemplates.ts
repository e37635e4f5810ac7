import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { LocalisedText } from '../../../schemas/wf/localisedText';

/** A demo sign-off template: where it sits, what it asks and who signs it (ids filled in by the seed). */
export interface DemoTemplate {
  category: string;
  name: LocalisedText;
  prefix: string;
  description: string;
  /** The template's kind (wf_templates.kind); default `general`. */
  kind?: string;
  form: FormDefinition;
  flow: (ids: { user: (account: string) => number }) => FlowDefinition;
}

const text = (tw: string, en: string, cn: string, jp: string): LocalisedText => ({ tw, en, cn, jp });

/**
 * The purchase request of issue 13's walk-through: department head, then finance countersigns
 * (both signers), then the general manager only when the total is over 100,000.
 */
const PURCHASE: DemoTemplate = {
  category: '採購',
  name: text('採購申請單', 'Purchase request', '采购申请单', '購買申請書'),
  prefix: 'PR',
  description: '請購物品與服務；總金額超過 100,000 元需總經理核准。',
  form: {
    titleField: 'subject',
    fields: [
      {
        key: 'subject',
        type: 'text',
        label: text('主旨', 'Subject', '主旨', '件名'),
        required: true,
        maxLength: 100,
      },
      { key: 'needed_by', type: 'date', label: text('需用日期', 'Needed by', '需用日期', '必要日') },
      {
        key: 'items',
        type: 'table',
        label: text('品項', 'Items', '品项', '品目'),
        required: true,
        minRows: 1,
        maxRows: 50,
        columns: [
          {
            key: 'item',
            type: 'text',
            label: text('品名', 'Item', '品名', '品名'),
            required: true,
            maxLength: 100,
          },
          {
            key: 'amount',
            type: 'money',
            label: text('金額', 'Amount', '金额', '金額'),
            required: true,
            minimum: 0,
          },
        ],
      },
      {
        key: 'total',
        type: 'computed',
        label: text('總金額', 'Total', '总金额', '合計'),
        formula: 'sum(items.amount)',
        scale: 2,
      },
      {
        key: 'reason',
        type: 'textarea',
        label: text('用途說明', 'Reason', '用途说明', '理由'),
        maxLength: 2000,
      },
      { key: 'quotes', type: 'file', label: text('報價單', 'Quotations', '报价单', '見積書'), maxItems: 5 },
    ],
  },
  flow: ({ user }) => ({
    steps: [
      {
        stage: {
          key: 'head',
          name: text('部門主管', 'Department head', '部门主管', '部門長'),
          approvers: [{ type: 'departmentHead', levelsUp: 0 }],
          mode: 'one',
          whenNoApprover: 'admin',
          deadlineHours: 48,
        },
      },
      {
        stage: {
          key: 'finance',
          name: text('財務會簽', 'Finance countersign', '财务会签', '経理合議'),
          approvers: [{ type: 'users', userIds: [user('manager'), user('user01')] }],
          mode: 'all',
          whenNoApprover: 'admin',
        },
      },
      {
        stage: {
          key: 'gm',
          name: text('總經理', 'General manager', '总经理', '社長'),
          approvers: [{ type: 'users', userIds: [user('admin')] }],
          mode: 'one',
          condition: { all: [{ field: 'total', op: 'gt', value: '100000' }] },
          whenNoApprover: 'block',
        },
      },
    ],
  }),
};

/** A general memo: the department head, then whoever the applicant chooses. */
const MEMO: DemoTemplate = {
  category: '行政',
  name: text('一般簽呈', 'General memo', '一般签呈', '一般稟議'),
  prefix: 'GM',
  description: '一般事項的簽呈，由申請人指定最後核決人。',
  form: {
    titleField: 'subject',
    fields: [
      {
        key: 'subject',
        type: 'text',
        label: text('主旨', 'Subject', '主旨', '件名'),
        required: true,
        maxLength: 100,
      },
      {
        key: 'content',
        type: 'textarea',
        label: text('說明', 'Details', '说明', '内容'),
        required: true,
        maxLength: 5000,
      },
      { key: 'files', type: 'file', label: text('附件', 'Attachments', '附件', '添付'), maxItems: 10 },
    ],
  },
  flow: () => ({
    steps: [
      {
        stage: {
          key: 'head',
          name: text('部門主管', 'Department head', '部门主管', '部門長'),
          approvers: [{ type: 'departmentHead', levelsUp: 0 }],
          mode: 'one',
          whenNoApprover: 'skip',
        },
      },
      {
        stage: {
          key: 'decider',
          name: text('核決人', 'Decision', '核决人', '決裁者'),
          approvers: [{ type: 'applicantChoice' }],
          mode: 'one',
          whenNoApprover: 'block',
        },
      },
    ],
  }),
};

/**
 * Attendance's leave form (kind `leave`, server/as/leave/leaveKind.ts): the leave types are the
 * module's own (the kind fills the select), whole days unless both times are given; the
 * department head signs.
 */
const LEAVE: DemoTemplate = {
  category: '人事',
  name: text('請假單', 'Leave request', '请假单', '休暇申請'),
  prefix: 'LV',
  description: '請假申請；核准後自動扣除假別餘額並重新計算出勤。',
  kind: 'leave',
  form: {
    fields: [
      {
        key: 'leaveType',
        type: 'select',
        label: text('假別', 'Leave type', '假别', '休暇種別'),
        required: true,
        options: [{ value: 'ANNUAL', label: text('特休', 'Annual leave', '特休假', '年次有給休暇') }],
      },
      { key: 'period', type: 'dateRange', label: text('日期', 'Dates', '日期', '期間'), required: true },
      {
        key: 'startTime',
        type: 'time',
        label: text('開始時間', 'From (time)', '开始时间', '開始時刻'),
        help: text('整天請假免填', 'Leave empty for whole days', '整天请假免填', '終日なら空欄'),
        span: 'half',
      },
      {
        key: 'endTime',
        type: 'time',
        label: text('結束時間', 'To (time)', '结束时间', '終了時刻'),
        span: 'half',
      },
      { key: 'reason', type: 'textarea', label: text('事由', 'Reason', '事由', '理由'), maxLength: 500 },
    ],
  },
  flow: () => ({
    steps: [
      {
        stage: {
          key: 'head',
          name: text('部門主管', 'Department head', '部门主管', '部門長'),
          approvers: [{ type: 'departmentHead', levelsUp: 0 }],
          mode: 'one',
          whenNoApprover: 'admin',
        },
      },
    ],
  }),
};

/** Attendance's missed-punch form (kind `unpunch`, server/as/punches/unpunchKind.ts): the department head signs. */
const UNPUNCH: DemoTemplate = {
  category: '人事',
  name: text('補打卡單', 'Missed-punch request', '补打卡单', '打刻漏れ申請'),
  prefix: 'MP',
  description: '忘記打卡時申請補登；核准後寫入打卡紀錄並重新計算出勤。',
  kind: 'unpunch',
  form: {
    fields: [
      {
        key: 'punchDate',
        type: 'date',
        label: text('日期', 'Date', '日期', '日付'),
        required: true,
        span: 'half',
      },
      {
        key: 'punchTime',
        type: 'time',
        label: text('時間', 'Time', '时间', '時刻'),
        required: true,
        span: 'half',
      },
      { key: 'reason', type: 'textarea', label: text('原因', 'Reason', '原因', '理由'), maxLength: 500 },
    ],
  },
  flow: LEAVE.flow,
};

/**
 * Attendance's overtime form (kind `overtime`, server/as/overtime/overtimeKind.ts): the day, the
 * times (an end before the start is the next morning) and overtime pay or comp time, as the
 * overtime settings allow (the kind fills the choices); the department head signs.
 */
const OVERTIME: DemoTemplate = {
  category: '人事',
  name: text('加班單', 'Overtime request', '加班单', '残業申請'),
  prefix: 'OT',
  description: '加班申請；核准後記錄加班，選擇補休者換得的補休存入餘額。',
  kind: 'overtime',
  form: {
    fields: [
      {
        key: 'overtimeDate',
        type: 'date',
        label: text('加班日期', 'Day', '加班日期', '残業日'),
        required: true,
      },
      {
        key: 'startTime',
        type: 'time',
        label: text('開始時間', 'From', '开始时间', '開始時刻'),
        required: true,
        span: 'half',
      },
      {
        key: 'endTime',
        type: 'time',
        label: text('結束時間', 'To', '结束时间', '終了時刻'),
        help: text(
          '早於開始時間即為隔天',
          'Before the start: the next day',
          '早于开始时间即为隔天',
          '開始より前なら翌日',
        ),
        required: true,
        span: 'half',
      },
      {
        key: 'compensation',
        type: 'select',
        label: text('補償方式', 'Paid back as', '补偿方式', '補償方法'),
        required: true,
        options: [{ value: 'pay', label: text('加班費', 'Overtime pay', '加班费', '残業手当') }],
      },
      { key: 'reason', type: 'textarea', label: text('事由', 'Reason', '事由', '理由'), maxLength: 500 },
    ],
  },
  flow: LEAVE.flow,
};

/** Attendance's comp-time form (kind `overtime-compensation`): the leave form on the comp-time types. */
const COMP_TIME: DemoTemplate = {
  ...LEAVE,
  name: text('補休單', 'Comp-time request', '补休单', '代休申請'),
  prefix: 'CT',
  description: '以加班換得的補休請休；核准後自補休餘額扣除。',
  kind: 'overtime-compensation',
  form: {
    fields: LEAVE.form.fields.map((field) =>
      field.key === 'leaveType'
        ? {
            ...field,
            label: text('補休假別', 'Comp-time type', '补休假别', '代休種別'),
            options: [{ value: 'COMP', label: text('補休', 'Comp time', '补休', '代休') }],
          }
        : field,
    ),
  },
};

/** Attendance's shift and day-off swap (kind `shift-adjustment`): a workday off for a rest day worked. */
const SHIFT_ADJUSTMENT: DemoTemplate = {
  category: '人事',
  name: text('調班調休單', 'Shift swap request', '调班调休单', '勤務振替申請'),
  prefix: 'SA',
  description: '以一個休息日上班，換一個工作日休假；核准後更新班表並重新計算出勤。',
  kind: 'shift-adjustment',
  form: {
    fields: [
      {
        key: 'offDate',
        type: 'date',
        label: text('調休日（原上班日）', 'Day off (a workday)', '调休日（原上班日）', '休む日（出勤日）'),
        required: true,
        span: 'half',
      },
      {
        key: 'workDate',
        type: 'date',
        label: text(
          '調班日（原休息日）',
          'Day worked (a rest day)',
          '调班日（原休息日）',
          '出勤する日（休日）',
        ),
        required: true,
        span: 'half',
      },
      { key: 'reason', type: 'textarea', label: text('事由', 'Reason', '事由', '理由'), maxLength: 500 },
    ],
  },
  flow: LEAVE.flow,
};

/**
 * Paper dispatch's sign-off (kind `dispatch`, server/dm/dispatch/dispatchKind.ts): the form names
 * the dispatch by its register number (the register's "Route for sign-off" fills it in); the
 * general manager (`manager` in the demo) decides.
 */
const DISPATCH: DemoTemplate = {
  category: '行政',
  name: text('收發文簽核單', 'Dispatch sign-off', '收发文审批单', '文書収発稟議'),
  prefix: 'DS',
  description: '收文、發文的陳核；核准後收發文登記簿的狀態隨之更新。',
  kind: 'dispatch',
  form: {
    titleField: 'subject',
    fields: [
      {
        key: 'dispatchNumber',
        type: 'text',
        label: text('文號', 'Dispatch number', '文号', '文書番号'),
        required: true,
        maxLength: 40,
      },
      { key: 'subject', type: 'text', label: text('主旨', 'Subject', '主旨', '件名'), maxLength: 100 },
      {
        key: 'proposal',
        type: 'textarea',
        label: text('擬辦', 'Proposed handling', '拟办', '処理案'),
        maxLength: 2000,
      },
    ],
  },
  flow: ({ user }) => ({
    steps: [
      {
        stage: {
          key: 'decision',
          name: text('批示', 'Decision', '批示', '決裁'),
          approvers: [{ type: 'users', userIds: [user('manager')] }],
          mode: 'one',
          whenNoApprover: 'block',
        },
      },
    ],
  }),
};

export const WF_DEMO_CATEGORIES = ['行政', '採購', '人事'] as const;
export const WF_DEMO_TEMPLATES: readonly DemoTemplate[] = [
  PURCHASE,
  MEMO,
  LEAVE,
  UNPUNCH,
  OVERTIME,
  COMP_TIME,
  SHIFT_ADJUSTMENT,
  DISPATCH,
];
