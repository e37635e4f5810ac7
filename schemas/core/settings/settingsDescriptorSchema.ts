import { type Static, Type } from '@sinclair/typebox';
import { FieldDescriptorSchema, TranslationKeySchema } from '../entityDescriptorSchema';
import { MODULES } from '../modules';

/**
 * The meta-schema of settings documents: one validated, versioned JSON record per scope
 * (the company, a user or a department), edited as a form with sections. Descriptors are
 * JSON files `schemas/{module}/settings/{name}.settings.json` validated against this at
 * load (`npm run descriptors:check`); `SettingsDescriptor` is derived from the same schema.
 */

/** A string that must be one of `values`, typed as their union (an `enum` in the JSON Schema). */
const Literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** camelCase: a settings document is JSON, not a table, and its API answers use these names. */
export const SettingsFieldNameSchema = Type.String({ pattern: '^[a-z][a-zA-Z0-9]{0,62}$' });

/** A full permission path (`sc.admin.security.actions.edit`) or `authenticated` (any signed-in user). */
const AccessSchema = Type.String({
  pattern: '^(authenticated|[a-z]{2}\\.(use|admin)\\.[A-Za-z][A-Za-z0-9]*(\\.actions\\.[a-z][A-Za-z]*)?)$',
});

export const SETTINGS_SCOPES = ['company', 'user', 'department'] as const;

/**
 * One field: an entity field descriptor (type, title, limits, options), plus a default
 * (required: a document read before anyone saved it is its defaults), a hint under the
 * control, and a named widget from the web's settings widget registry (a logo upload, a
 * time-zone picker, a map) for what the plain controls cannot edit.
 */
export const SettingsFieldSchema = Type.Composite(
  [
    Type.Omit(FieldDescriptorSchema, [
      'default',
      'widget',
      'maxLength',
      'unique',
      'index',
      'reference',
      'definitionFrom',
    ]),
    Type.Object({
      /** Any JSON value; `json` fields default to a list or an object. */
      default: Type.Unknown(),
      /** A longer limit than a table column's: a settings document may hold an inline image. */
      maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
      hint: Type.Optional(TranslationKeySchema),
      /** `null` is a value of its own (a licence's seats: no limit). */
      nullable: Type.Optional(Type.Boolean()),
      widget: Type.Optional(Type.String({ pattern: '^[a-z][a-zA-Z0-9]*$' })),
    }),
  ],
  { additionalProperties: false },
);

/** A titled group of fields, shown as a fieldset; a group inside a section is a nested one. */
const GroupSchema = Type.Object(
  { title: TranslationKeySchema, fields: Type.Array(SettingsFieldNameSchema, { minItems: 1 }) },
  { additionalProperties: false },
);

export const SettingsSectionSchema = Type.Object(
  {
    title: TranslationKeySchema,
    /** Sections naming a tab are shown under that tab; a form without tabs shows them in a column. */
    tab: Type.Optional(TranslationKeySchema),
    fields: Type.Array(Type.Union([SettingsFieldNameSchema, GroupSchema]), { minItems: 1 }),
  },
  { additionalProperties: false },
);

const ApiPathSchema = Type.String({ pattern: '^/api/[a-z]{2}(/[a-z][a-z0-9-]*)+$' });

export const SettingsDescriptorSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    /** `module.name`, e.g. `sc.security`; the stored row is keyed by it (and the scope). */
    id: Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' }),
    module: Literals(MODULES),
    title: TranslationKeySchema,
    /** A paragraph under the title. */
    intro: Type.Optional(TranslationKeySchema),
    /** PUT saves here; GET reads here too unless `readApi` names another path. */
    api: ApiPathSchema,
    readApi: Type.Optional(ApiPathSchema),
    /** Who may read and who may save; checked by the server on every call. */
    permission: Type.Object({ view: AccessSchema, edit: AccessSchema }, { additionalProperties: false }),
    /**
     * Whose document it is: `company` (one), `user` (the caller's own) or `department`
     * (`?department={id}` on both calls).
     */
    scope: Literals(SETTINGS_SCOPES),
    fields: Type.Record(SettingsFieldNameSchema, SettingsFieldSchema, { minProperties: 1 }),
    sections: Type.Array(SettingsSectionSchema, { minItems: 1 }),
    /**
     * Where the screen sits in the web menu: the router adds `{parent path}/{path}` under the
     * route named `parent`, as an entity's `menu` does.
     */
    menu: Type.Optional(
      Type.Object(
        {
          parent: Type.String({ pattern: '^[a-z][a-zA-Z0-9.-]*$' }),
          path: Type.String({ pattern: '^[a-z][a-zA-Z0-9-]*$' }),
          order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
        },
        { additionalProperties: false },
      ),
    ),
    /** The server rules registered under this id (server/modules/buildSettingsRules.ts). */
    rules: Type.Optional(Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' })),
    /** The audit log's entity name; default the id. */
    audit: Type.Optional(Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' })),
  },
  { additionalProperties: false },
);

export type SettingsScope = (typeof SETTINGS_SCOPES)[number];
export type SettingsField = Static<typeof SettingsFieldSchema>;
export type SettingsSection = Static<typeof SettingsSectionSchema>;
export type SettingsDescriptor = Static<typeof SettingsDescriptorSchema>;
