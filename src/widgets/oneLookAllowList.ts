/**
 * The files allowed to break the one-look rule (issue 12, docs/decisions.md "One look"),
 * each with its reason; paths from the repository root. Two kinds of entry:
 * - a lasting exception (a native control kept on a light route: sign-in; a calendar grid; an
 *   editable grid of inputs);
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
  'screens/wf/form-runtime/TableField.tsx': {
    tags: ['table'],
    reason:
      "a sign-off form's repeating table: like LinesTable, an editable grid of antd inputs whose rows keep their controls mounted while typing",
  },
  'screens/wf/form-runtime/WfFormReadOnly.tsx': {
    tags: ['table'],
    reason:
      'the read-back of a repeating table, also what /wf-form-print prints: a plain table breaks across A4 pages and repeats its header row there, which a virtualised antd Table does not',
  },
  'src/runtime/entity/matrix/EntityMatrixView.tsx': {
    tags: ['select', 'table'],
    reason:
      "a month's grid of people × days (31 columns, hundreds of lines), a calendar rather than a data list; each cell a borderless native select, which a thousand antd Selects would make slow, and which phones open as their own picker",
  },
  'screens/dm/dispatch/DispatchSlip.tsx': {
    tags: ['table'],
    reason:
      'a printed dispatch slip (/dm/print-paper-dispatch): a ruled paper form of label and value cells and a signature row, laid out to A4 in millimetres, not a data list',
  },
  'src/runtime/reports/ReportPrintTable.tsx': {
    tags: ['table'],
    reason:
      'what a report prints (hidden on screen): a plain table breaks across A4 pages and repeats its head and foot there, which antd Table does not',
  },
  'src/runtime/entity/lines/LinesTable.tsx': {
    tags: ['table'],
    reason:
      "a document's lines: an editable grid of antd inputs (each row its own controls and buttons, kept mounted while typing), shared with the detail page's read-only lines so both show the same columns",
  },
};

/** Stylesheets allowed to write colours out instead of `var(--ant-…)`, with the reason. */
export const HARD_CODED_COLOURS_ALLOWED: Readonly<Record<string, string>> = {
  'src/platform/theme/tokenDefaults.css':
    "the tokens themselves: antd's values written out for the sign-in page, generated and checked by tokenDefaults.test.ts",
};
