import type { DemoEntityRows } from './cmDemoRows';

/** [code, tw, en, cn, jp, unit, minimum unit, paid, requires attachment, description (HTML)] */
type LeaveRow = [string, string, string, string, string, 'day' | 'hour', number, boolean, boolean, string?];

/**
 * The common leave types of Taiwan's Labor Standards Act and Act of Gender Equality in
 * Employment, named in the four languages (`as.leaveType`, an i18nText name). Units and
 * pay are the usual defaults; each organisation adjusts them on the leave types screen.
 */
const LEAVE_TYPES: LeaveRow[] = [
  [
    'ANNUAL',
    '特休',
    'Annual leave',
    '特休假',
    '年次有給休暇',
    'hour',
    1,
    true,
    false,
    '<p>依年資給予，見<strong>勞動基準法第 38 條</strong>。</p>',
  ],
  ['PERSONAL', '事假', 'Personal leave', '事假', '私用休暇', 'hour', 1, false, false],
  [
    'SICK',
    '病假',
    'Sick leave',
    '病假',
    '病気休暇',
    'hour',
    1,
    true,
    false,
    '<p>一年內未超過 30 日部分，工資折半發給。</p>',
  ],
  ['MARRIAGE', '婚假', 'Marriage leave', '婚假', '結婚休暇', 'day', 1, true, true],
  ['FUNERAL', '喪假', 'Bereavement leave', '丧假', '忌引休暇', 'day', 0.5, true, true],
  ['OFFICIAL', '公假', 'Official leave', '公假', '公務休暇', 'hour', 1, true, true],
  ['MATERNITY', '產假', 'Maternity leave', '产假', '産前産後休暇', 'day', 1, true, true],
  ['PATERNITY', '陪產假', 'Paternity leave', '陪产假', '配偶出産休暇', 'day', 1, true, true],
  ['MENSTRUAL', '生理假', 'Menstrual leave', '生理假', '生理休暇', 'day', 1, true, false],
];

/** Demo rows of the attendance module (`as`), seeded after customer management's. */
export const AS_DEMO_ROWS: DemoEntityRows[] = [
  {
    entity: 'as.leaveType',
    rows: LEAVE_TYPES.map(([code, tw, en, cn, jp, unit, minimum, paid, attachment, description], i) => ({
      code,
      name: { tw, en, cn, jp },
      unit,
      minimum_unit: minimum,
      paid,
      requires_attachment: attachment,
      sort: (i + 1) * 10,
      is_active: true,
      ...(description ? { description } : {}),
    })),
  },
];
