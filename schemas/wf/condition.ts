import { type Static, Type } from '@sinclair/typebox';

/**
 * A condition on form values, shared by the form designer (show / hide a field) and the flow
 * (add or skip a stage): `{all: [...]}` / `{any: [...]}` of comparisons. Values compare as
 * decimals when both sides are numbers or numeric strings (money is a decimal string), else as
 * strings; `in` takes a list; `empty` / `notEmpty` take no value.
 *
 * @example { all: [{ field: 'amount', op: 'gt', value: '100000' }] }
 */
export const COMPARISON_OPS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'contains',
  'empty',
  'notEmpty',
] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

const ScalarSchema = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]);

export const ComparisonSchema = Type.Object(
  {
    /** A top-level form field key (designer field `key`). */
    field: Type.String({ pattern: '^[a-z][a-zA-Z0-9_]{0,62}$' }),
    op: Type.Unsafe<ComparisonOp>({ type: 'string', enum: [...COMPARISON_OPS] }),
    value: Type.Optional(Type.Union([ScalarSchema, Type.Array(ScalarSchema, { maxItems: 100 })])),
  },
  { additionalProperties: false },
);

export const ConditionSchema = Type.Union([
  Type.Object(
    { all: Type.Array(ComparisonSchema, { minItems: 1, maxItems: 20 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { any: Type.Array(ComparisonSchema, { minItems: 1, maxItems: 20 }) },
    { additionalProperties: false },
  ),
]);

export type Comparison = Static<typeof ComparisonSchema>;
export type Condition = Static<typeof ConditionSchema>;
