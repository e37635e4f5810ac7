import { type Static, Type } from '@sinclair/typebox';
import { TranslationKeySchema } from '../entityDescriptorSchema';
import { MODULES } from '../modules';
import { ResultColumnSchema } from '../params/resultColumnSchema';
import { AccessSchema, DescriptorIdSchema, Literals } from '../params/schemaParts';
import { SettingsFieldNameSchema, SettingsFieldSchema } from '../settings/settingsDescriptorSchema';

/**
 * The meta-schema of tasks: a piece of module work an administrator runs by hand over many
 * rows (attendance's annual leave calculation), described as a form of parameters, a preview
 * table of what it would change, and an apply that changes it in one transaction. Descriptors
 * are JSON files `schemas/{module}/tasks/{name}.task.json`, validated at load (`npm run
 * descriptors:check`); the generic `task.run` screen shows them, and the module's task rules
 * (server/modules/buildTaskRules.ts) work out the preview and apply it.
 */

export const TaskDescriptorSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    /** `module.name`, e.g. `as.annualLeave`; its rules are registered under the same id. */
    id: DescriptorIdSchema,
    module: Literals(MODULES),
    title: TranslationKeySchema,
    intro: Type.Optional(TranslationKeySchema),
    /** `GET` the parameters' defaults, `POST {api}/preview`, `POST {api}/apply`. */
    api: Type.String({ pattern: '^/api/[a-z]{2}(/[a-z][a-z0-9-]*)+$' }),
    /** Who may open and preview it, and who may apply it; the server checks both on every call. */
    permission: Type.Object({ view: AccessSchema, run: AccessSchema }, { additionalProperties: false }),
    /** The parameters, as settings fields (type, limits, options, default, hint). */
    params: Type.Record(SettingsFieldNameSchema, SettingsFieldSchema, { minProperties: 1 }),
    columns: Type.Array(ResultColumnSchema, { minItems: 1, maxItems: 20 }),
    /** The column whose value says the row would change something (boolean); rows without it are shown dimmed. */
    changeColumn: Type.Optional(SettingsFieldNameSchema),
    /** The question asked before applying. */
    confirm: TranslationKeySchema,
    /** The message after applying; `{{count}}` is the number of rows changed. */
    done: TranslationKeySchema,
    /** The descriptor entities the apply writes: announced as changed, so open lists refresh. */
    writes: Type.Optional(Type.Array(DescriptorIdSchema)),
  },
  { additionalProperties: false },
);

export type TaskDescriptor = Static<typeof TaskDescriptorSchema>;
