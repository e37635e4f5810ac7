import { type Static, Type } from '@sinclair/typebox';
import { TranslationKeySchema } from '../entityDescriptorSchema';
import { MODULES } from '../modules';
import { ResultColumnSchema } from '../params/resultColumnSchema';
import { AccessSchema, DescriptorIdSchema, Literals } from '../params/schemaParts';
import { SettingsFieldNameSchema, SettingsFieldSchema } from '../settings/settingsDescriptorSchema';

/**
 * The meta-schema of reports: figures worked out over many rows for a set of parameters (a
 * period, a grouping), shown as charts and a table with totals, and exported to XLSX.
 * Descriptors are JSON files `schemas/{module}/reports/{name}.report.json`, validated at load
 * (`npm run descriptors:check`); the generic `report.view` screen shows them, and the module's
 * report rules (server/modules/buildReportRules.ts) work out the rows. docs/guide-reports.md.
 */

export const CHART_TYPES = ['bar', 'line', 'pie'] as const;

/** A report column: a result column, and whether the table's last row sums it. */
export const ReportColumnSchema = Type.Object(
  {
    ...ResultColumnSchema.properties,
    /** The totals row adds this column up (integer and decimal columns; decimals exactly). */
    total: Type.Optional(Type.Literal('sum')),
    /**
     * Drill-down: the figure links to the records behind it. A path of the app whose `{{name}}`
     * placeholders are filled from the row (any key the rules answer, not only columns), then
     * the parameters; a row missing one shows the figure without a link, unless it is optional
     * (`{{department?}}`: left empty).
     * `/as/admin/leave/punch-card-error-list?filter[user_id]={{userId}}&filter[status]=exception`
     */
    link: Type.Optional(Type.String({ pattern: '^/[^\\s]*$', maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** A chart of the rows: one bar, line or slice per row, labelled by `category`. */
export const ReportChartSchema = Type.Object(
  {
    title: TranslationKeySchema,
    type: Literals(CHART_TYPES),
    /** The column whose value labels each row (an employee, a department, a month). */
    category: SettingsFieldNameSchema,
    /** The numeric columns drawn; a pie takes one. */
    series: Type.Array(SettingsFieldNameSchema, { minItems: 1, maxItems: 6 }),
    /** Bars of one row stacked into one bar. */
    stacked: Type.Optional(Type.Boolean()),
    /** The most rows drawn (the largest first for bars and pies); the table has them all. */
    limit: Type.Optional(Type.Integer({ minimum: 3, maximum: 50 })),
  },
  { additionalProperties: false },
);

export const ReportDescriptorSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    /** `module.name`, e.g. `as.attendance`; its rules are registered under the same id. */
    id: DescriptorIdSchema,
    module: Literals(MODULES),
    title: TranslationKeySchema,
    /**
     * The heading once run, interpolating the parameters (`{{from}} – {{to}}`): on the screen and,
     * on a `dynamicTitle` route, in the breadcrumb.
     */
    heading: Type.Optional(TranslationKeySchema),
    intro: Type.Optional(TranslationKeySchema),
    /** `GET` the parameters' defaults, `POST {api}/run` the rows, `POST {api}/export` the XLSX file. */
    api: Type.String({ pattern: '^/api/[a-z]{2}(/[a-z][a-z0-9-]*)+$' }),
    /** Who may run it, and who may also export it; the server checks both on every call. */
    permission: Type.Object({ view: AccessSchema, export: AccessSchema }, { additionalProperties: false }),
    /**
     * The entity whose rows the report reads: the caller's view scope on it (own department,
     * department and below) narrows the report as it narrows that entity's list.
     */
    scope: Type.Optional(DescriptorIdSchema),
    /** The parameters, as settings fields (type, limits, options, default, hint). */
    params: Type.Record(SettingsFieldNameSchema, SettingsFieldSchema, { minProperties: 1 }),
    /** Two date parameters that make a period: an end before the start is refused on the end. */
    period: Type.Optional(
      Type.Object(
        { from: SettingsFieldNameSchema, to: SettingsFieldNameSchema },
        { additionalProperties: false },
      ),
    ),
    columns: Type.Array(ReportColumnSchema, { minItems: 1, maxItems: 30 }),
    charts: Type.Optional(Type.Array(ReportChartSchema, { maxItems: 4 })),
  },
  { additionalProperties: false },
);

export type ReportColumn = Static<typeof ReportColumnSchema>;
export type ReportChart = Static<typeof ReportChartSchema>;
export type ReportDescriptor = Static<typeof ReportDescriptorSchema>;
