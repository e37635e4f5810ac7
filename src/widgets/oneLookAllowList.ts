/**
 * The files allowed to break the one-look rule (issue 12, docs/decisions.md "One look"),
 * each with its reason; paths from the repository root. Two kinds of entry:
 * - a lasting exception (a native control kept on the light sign-in route, a calendar grid);
 * - a file another part of the work converts ("not yet converted: …"): delete its entry once
 *   it is clean; the guard test fails on an entry that no longer needs to be here.
 * @example NATIVE_CONTROLS_ALLOWED['src/widgets/LanguageSwitcher.tsx'].tags // ['select']
 */
export const NATIVE_CONTROLS_ALLOWED: Readonly<
  Record<string, { tags: ReadonlyArray<'select' | 'table'>; reason: string }>
> = {
  'src/widgets/LanguageSwitcher.tsx': {
    tags: ['select'],
    reason:
      'on the sign-in page, whose route must stay light (≤ 200 kB gzip, no antd); drawn with the antd tokens',
  },
  'screens/sc/calendar/CalendarYearScreen.tsx': {
    tags: ['table'],
    reason:
      'each month of the year view is a calendar grid (days by weekday, with a caption), not a data list',
  },
  'src/runtime/settings/SettingSelectField.tsx': {
    tags: ['select'],
    reason: 'not yet converted: the settings runtime (helper B in issue 12)',
  },
  'src/runtime/entity/detail/AuditHistory.tsx': {
    tags: ['table'],
    reason: 'not yet converted: the detail runtime (helper B in issue 12)',
  },
  'src/runtime/entity/form/ConflictDialog.tsx': {
    tags: ['table'],
    reason: 'not yet converted: the form runtime (helper B in issue 12)',
  },
  'src/runtime/entity/list/ListFilters.tsx': {
    tags: ['select'],
    reason: 'not yet converted: the list runtime (helper C in issue 12)',
  },
  'src/runtime/entity/list/ListPager.tsx': {
    tags: ['select'],
    reason: 'not yet converted: the list runtime (helper C in issue 12)',
  },
  'src/runtime/entity/lines/LinesTable.tsx': {
    tags: ['table'],
    reason: 'not yet converted: the form lines (a table of antd inputs), outside the parts of issue 12',
  },
};

const SHELL = 'not yet converted: the shell (helper A in issue 12)';
const NOT_IN_ISSUE_12 = 'not yet converted: runtime outside the parts of issue 12';

/** Stylesheets allowed to write colours out instead of `var(--ant-…)`, with the reason. */
export const HARD_CODED_COLOURS_ALLOWED: Readonly<Record<string, string>> = {
  'src/platform/theme/tokenDefaults.css':
    "the tokens themselves: antd's values written out for the sign-in page, generated and checked by tokenDefaults.test.ts",
  'screens/general/login/login.css': SHELL,
  'src/widgets/dialog.css': 'not yet converted: the dialog (helper B in issue 12)',
  'src/runtime/settings/settings.css': 'not yet converted: the settings runtime (helper B in issue 12)',
  'src/runtime/entity/detail/entityDetail.css':
    'not yet converted: the detail runtime (helper B in issue 12)',
  'src/runtime/entity/form/entityForm.css': 'not yet converted: the form runtime (helper B in issue 12)',
  'src/runtime/entity/form/entityFormScreen.css':
    'not yet converted: the form runtime (helper B in issue 12)',
  'src/runtime/entity/list/entityList.css': 'not yet converted: the list runtime (helper C in issue 12)',
  'src/runtime/entity/board/entityBoard.css': 'not yet converted: the board runtime (helper C in issue 12)',
  'src/platform/alerts/alerts.css': NOT_IN_ISSUE_12,
  'src/runtime/entity/calendar/entityCalendar.css': NOT_IN_ISSUE_12,
  'src/runtime/entity/common/entityCommon.css': NOT_IN_ISSUE_12,
  'src/runtime/entity/files/files.css': NOT_IN_ISSUE_12,
  'src/runtime/entity/lines/entityLines.css': NOT_IN_ISSUE_12,
  'src/runtime/entity/tree/entityTree.css': NOT_IN_ISSUE_12,
};
