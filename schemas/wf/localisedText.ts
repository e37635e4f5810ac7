import { type Static, Type } from '@sinclair/typebox';

/**
 * A label an administrator types in the four languages (`tw` required, the others fall back to
 * `tw`): template names, field labels, stage names. Same shape as the runtime's `i18nText` field.
 */
export const LocalisedTextSchema = Type.Object(
  {
    tw: Type.String({ minLength: 1, maxLength: 200 }),
    en: Type.Optional(Type.String({ maxLength: 200 })),
    cn: Type.Optional(Type.String({ maxLength: 200 })),
    jp: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type LocalisedText = Static<typeof LocalisedTextSchema>;
