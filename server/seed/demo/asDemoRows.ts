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
  [
    'COMP',
    '補休',
    'Comp time',
    '补休',
    '代休',
    'hour',
    0.5,
    true,
    false,
    '<p>由核准的加班換得（勞動基準法第 32 條之 1），以補休申請單請休。</p>',
  ],
];

/** [months of service, days, extra days per further year, at most, note]: article 38's table. */
const ARTICLE_38: Array<[number, number, number, number | null, string]> = [
  [6, 3, 0, null, '六個月以上一年未滿'],
  [12, 7, 0, null, '一年以上二年未滿'],
  [24, 10, 0, null, '二年以上三年未滿'],
  [36, 14, 0, null, '三年以上五年未滿'],
  [60, 15, 0, null, '五年以上十年未滿'],
  [120, 16, 1, 30, '十年以上者，每一年加給一日，加至三十日為止'],
];

/** [tw, en, cn, jp] */
type Names = [string, string, string, string];
const names = ([tw, en, cn, jp]: Names) => ({ tw, en, cn, jp });

/** Shift categories and the shifts of a usual Taiwanese office and its night desk. */
const SHIFT_CATEGORIES: Names[] = [
  ['常日班', 'Day shifts', '常日班', '日勤'],
  ['輪班', 'Rotating shifts', '轮班', '交替勤務'],
];

/** [code, names, category (tw), start, end, break from, break until, late grace, flexible, colour] */
type ShiftDemo = [
  string,
  Names,
  string,
  string,
  string,
  string | null,
  string | null,
  number,
  number,
  string,
];
const SHIFTS: ShiftDemo[] = [
  [
    'DAY',
    ['日班', 'Day shift', '日班', '日勤'],
    '常日班',
    '09:00',
    '18:00',
    '12:00',
    '13:00',
    5,
    0,
    '#1677ff',
  ],
  [
    'FLEX',
    ['彈性日班', 'Flexible day', '弹性日班', 'フレックス日勤'],
    '常日班',
    '08:30',
    '17:30',
    '12:00',
    '13:00',
    0,
    60,
    '#13c2c2',
  ],
  [
    'NIGHT',
    ['大夜班', 'Night shift', '大夜班', '夜勤'],
    '輪班',
    '22:00',
    '06:00',
    '02:00',
    '02:30',
    5,
    0,
    '#722ed1',
  ],
];

/** Demo rows of the attendance module (`as`), seeded after customer management's. */
export const AS_DEMO_ROWS: DemoEntityRows[] = [
  {
    entity: 'as.shiftCategory',
    rows: SHIFT_CATEGORIES.map((name, i) => ({ name: names(name), sort: (i + 1) * 10, is_active: true })),
  },
  {
    entity: 'as.shift',
    rows: SHIFTS.map(([code, name, category, start, end, breakStart, breakEnd, grace, flexible, color]) => ({
      code,
      name: names(name),
      category_id: { $ref: `as.shiftCategory:${category}` },
      start_time: start,
      end_time: end,
      break_start: breakStart,
      break_end: breakEnd,
      late_grace_minutes: grace,
      early_grace_minutes: 0,
      flexible_minutes: flexible,
      color,
      is_active: true,
    })),
  },
  {
    entity: 'as.leaveType',
    rows: LEAVE_TYPES.map(([code, tw, en, cn, jp, unit, minimum, paid, attachment, description], i) => ({
      code,
      name: { tw, en, cn, jp },
      unit,
      minimum_unit: minimum,
      paid,
      requires_attachment: attachment,
      // Official leave is granted by the errand, not from a balance.
      allow_negative: code === 'OFFICIAL',
      // Comp time is earned by approved overtime (server/as/overtime), not granted yearly.
      compensatory: code === 'COMP',
      sort: (i + 1) * 10,
      is_active: true,
      ...(description ? { description } : {}),
    })),
  },
  {
    // Taiwan's Labor Standards Act, article 38: the annual leave by seniority the calculation reads.
    entity: 'as.leaveRule',
    rows: ARTICLE_38.map(([months, days, extra, max, note]) => ({
      leave_type_id: { $ref: 'as.leaveType:特休' },
      min_months: months,
      days,
      extra_days_per_year: extra,
      ...(max === null ? {} : { max_days: max }),
      note,
    })),
  },
];
