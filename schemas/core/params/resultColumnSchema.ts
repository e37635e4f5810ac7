import { type Static, Type } from '@sinclair/typebox';
import { TranslationKeySchema } from '../entityDescriptorSchema';
import { SettingsFieldNameSchema } from '../settings/settingsDescriptorSchema';
import { Literals } from './schemaParts';

export const RESULT_COLUMN_TYPES = ['string', 'integer', 'decimal', 'date', 'boolean'] as const;

/**
 * A column of the rows a task's preview or a report answers: a key of those rows, its title and
 * how it is shown (numbers right-aligned; decimals arrive as text, never as floats).
 */
export const ResultColumnSchema = Type.Object(
  {
    key: SettingsFieldNameSchema,
    title: TranslationKeySchema,
    type: Literals(RESULT_COLUMN_TYPES),
    /** Decimal places shown (decimal columns). */
    scale: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
  },
  { additionalProperties: false },
);

export type ResultColumn = Static<typeof ResultColumnSchema>;
