import { type Static, Type } from '@sinclair/typebox';
import { ConditionSchema } from './condition';
import { LocalisedTextSchema } from './localisedText';

/**
 * What the form designer produces and stores in a template version: an ordered list of fields.
 * `schemas/wf/form/` turns it into the JSON Schema + uiSchema that @rjsf renders in the browser
 * and that the server validates an application's values with (one schema, both sides).
 *
 * Values an application stores, by field type:
 * text / textarea / select / time (`HH:mm`) / date (`YYYY-MM-DD`): string; number: number;
 * money: decimal string (`"1234.50"`, never a float); dateRange: `{start, end}` dates;
 * multiSelect: string[]; checkbox: boolean; user / department: integer id; file: integer[] of
 * `files` ids; table: array of row objects keyed by the column keys; computed: the server's
 * result of `formula` (decimal string), whatever the client sent; heading: no value.
 */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'dateRange',
  'time',
  'select',
  'multiSelect',
  'checkbox',
  'user',
  'department',
  'file',
  'table',
  'computed',
  'heading',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The types a repeating table's columns may have. */
export const TABLE_COLUMN_TYPES = ['text', 'number', 'money', 'date', 'select', 'checkbox'] as const;

const KeySchema = Type.String({ pattern: '^[a-z][a-zA-Z0-9_]{0,62}$' });

export const FormOptionSchema = Type.Object(
  { value: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }), label: LocalisedTextSchema },
  { additionalProperties: false },
);

const FieldCommon = {
  key: KeySchema,
  label: LocalisedTextSchema,
  help: Type.Optional(LocalisedTextSchema),
  required: Type.Optional(Type.Boolean()),
  default: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean()])),
  /** Shown only while this holds; a hidden field is neither required nor stored. */
  showWhen: Type.Optional(ConditionSchema),
  /** Text limits (text, textarea). */
  maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 20000 })),
  /** Number / money limits. */
  minimum: Type.Optional(Type.Number()),
  maximum: Type.Optional(Type.Number()),
  /** select / multiSelect. */
  options: Type.Optional(Type.Array(FormOptionSchema, { minItems: 1, maxItems: 200 })),
  /** file: how many files (default 10). */
  maxItems: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  /**
   * computed: an arithmetic formula over number / money field keys and table columns:
   * `+ - * /`, parentheses, decimal literals, `sum(table.column)`; evaluated with decimals,
   * rounded to `scale` (default 2).
   */
  formula: Type.Optional(Type.String({ maxLength: 500 })),
  scale: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
};

export const TableColumnSchema = Type.Object(
  {
    ...FieldCommon,
    type: Type.Unsafe<(typeof TABLE_COLUMN_TYPES)[number]>({ type: 'string', enum: [...TABLE_COLUMN_TYPES] }),
  },
  { additionalProperties: false },
);

export const FormFieldSchema = Type.Object(
  {
    ...FieldCommon,
    type: Type.Unsafe<FormFieldType>({ type: 'string', enum: [...FORM_FIELD_TYPES] }),
    /** table: its columns, and how many rows. */
    columns: Type.Optional(Type.Array(TableColumnSchema, { minItems: 1, maxItems: 20 })),
    minRows: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
    maxRows: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    /** How wide on a desk form: half a row or the whole row (default by type). */
    span: Type.Optional(Type.Unsafe<'half' | 'full'>({ type: 'string', enum: ['half', 'full'] })),
  },
  { additionalProperties: false },
);

export const FormDefinitionSchema = Type.Object(
  {
    fields: Type.Array(FormFieldSchema, { maxItems: 200 }),
    /**
     * The field whose value names an application in lists (besides its number), e.g. `subject`;
     * absent: the template's name.
     */
    titleField: Type.Optional(KeySchema),
  },
  { additionalProperties: false },
);

export type FormOption = Static<typeof FormOptionSchema>;
export type TableColumn = Static<typeof TableColumnSchema>;
export type FormField = Static<typeof FormFieldSchema>;
export type FormDefinition = Static<typeof FormDefinitionSchema>;
