import { type Static, Type } from '@sinclair/typebox';
import { ROW_SCOPES } from './rowScopes';
import { MODULES } from './modules';

/**
 * The meta-schema of entity descriptors. Descriptors are JSON files
 * (`schemas/{module}/entities/{name}.entity.json`) validated against this at
 * load; the TypeScript type `EntityDescriptor` is derived from the same
 * schema, so the two cannot drift.
 */

/** `module:key.path` — every user-visible text in a descriptor is a translation key. */
export const TranslationKeySchema = Type.String({
  pattern: '^[a-z][a-zA-Z0-9]*:[A-Za-z0-9_.-]+$',
  maxLength: 200,
});
/** snake_case SQL-safe column names (the server quotes them anyway). */
export const FieldNameSchema = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });
/** Three levels: `module.area.item`; the actions hang below it as `.actions.{action}`. */
export const PermissionBaseSchema = Type.String({
  pattern: '^[a-z]{2}\\.(use|admin)\\.[A-Za-z][A-Za-z0-9]*$',
});

export const FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'number',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'enum',
  'reference',
  /** Several references to one entity (e.g. a lead's tags), stored as an integer[] column. */
  'references',
  'json',
  /** Uploaded files (attachments), stored as an integer[] of `files` row ids; docs/guide-files.md. */
  'files',
  /** Rich text: HTML sanitised on the server by one allow-list (server/resources/richtext). */
  'html',
  /** A user-created label in the four languages, `{tw, en, cn, jp}` in one jsonb column. */
  'i18nText',
  /**
   * A form definition (schemas/wf/formDefinition.ts, what the sign-off designer makes), edited
   * with the designer's form part and checked by formDefinitionProblems; one jsonb column
   * (docs/guide-form-fields-by-model.md).
   */
  'formDefinition',
  /**
   * Values filled in by the form definition of the row a reference of this entity points at
   * (`definitionFrom`), checked by prepareFormValues; one jsonb column.
   */
  'formValues',
] as const;
/** How wide a field sits in a two-column form: one column or the whole row. */
export const FORM_SPANS = ['half', 'full'] as const;
export const ENTITY_ACTIONS = ['view', 'create', 'edit', 'delete', 'export', 'import'] as const;
/** The words an owner list may hold besides `d{id}`, `g{id}`, `u{id}` references. */
export const OWNER_TOKENS = ['all', 'subject'] as const;

/** A string that must be one of `values`, typed as their union (an `enum` in the JSON Schema). */
const Literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** A `formValues` field's source of its form: a reference, the entity it points at, that entity's definition. */
export const DefinitionFromSchema = Type.Object(
  {
    field: FieldNameSchema,
    entity: Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' }),
    definitionField: FieldNameSchema,
    activeField: Type.Optional(FieldNameSchema),
  },
  { additionalProperties: false },
);

export const FieldDescriptorSchema = Type.Object(
  {
    type: Literals(FIELD_TYPES),
    title: TranslationKeySchema,
    required: Type.Optional(Type.Boolean()),
    minLength: Type.Optional(Type.Integer({ minimum: 0 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    minimum: Type.Optional(Type.Number()),
    maximum: Type.Optional(Type.Number()),
    /** Digits after the decimal point, for `decimal` (stored as numeric(18, scale)). */
    scale: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
    pattern: Type.Optional(Type.String({ maxLength: 500 })),
    format: Type.Optional(Literals(['email', 'uri', 'phone', 'color', 'time'] as const)),
    /** Allowed values of an `enum`; each shows as `{module}:options.{entity}.{field}.{value}`. */
    options: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }), { minItems: 1, uniqueItems: true }),
    ),
    /** The entity a `reference` or `references` field points at, e.g. `cm.pipeline`. */
    reference: Type.Optional(Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' })),
    /**
     * An import may also name a `reference` field's row through another entity that points at
     * it (docs/guide-admin-screen.md, "Import"): `entity`'s unique text field `field` finds its
     * row, whose reference `value` is the id. A punch file names the employee by an attendance
     * member's card number: `{ "entity": "as.member", "field": "card_number", "value": "user_id" }`.
     */
    importBy: Type.Optional(
      Type.Object(
        {
          entity: Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' }),
          field: FieldNameSchema,
          value: FieldNameSchema,
        },
        { additionalProperties: false },
      ),
    ),
    /** How many rows a `references` field may hold (default 50), or files a `files` field (default 10). */
    maxItems: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    /**
     * The kinds of file a `files` field takes, checked from the content: words of FILE_KINDS
     * (`pdf`, `image`, `office`, ...) or MIME types (`image/png`). Absent: any kind.
     */
    accept: Type.Optional(
      Type.Array(Type.String({ pattern: '^([a-z]+|[a-z]+/[a-z0-9][a-z0-9.+-]*)$', maxLength: 100 }), {
        minItems: 1,
        uniqueItems: true,
      }),
    ),
    /** The largest file a `files` field takes, in MB (default 20). */
    maxSizeMb: Type.Optional(Type.Integer({ minimum: 1, maximum: 2048 })),
    default: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    unique: Type.Optional(Type.Boolean()),
    index: Type.Optional(Type.Boolean()),
    /** Shown but never written by the client (server-computed values). */
    readOnly: Type.Optional(Type.Boolean()),
    /**
     * Kept in the table but never read by the generic API: not selected, so in no answer, audit
     * record, export, pick list or row-action input. Only the module's server code reads and writes
     * it (a share link's token and password hashes, server/dm/share). Must be `readOnly`, and is in
     * no list, detail, form, filter or label (secretFieldProblems).
     */
    secret: Type.Optional(Type.Boolean()),
    /**
     * Hint for the form widget, passed to the uiSchema. `owners` picks departments, groups and
     * people for an owner list (`d3,g2,u7`, spec section 3) kept in a string field.
     */
    widget: Type.Optional(Literals(['textarea', 'color', 'password', 'radio', 'switch', 'owners'] as const)),
    /**
     * Words an `owners` list may hold besides owner references: `all` (everyone, alone) and
     * `subject` (the person an event is about). Only tells the picker what to offer; the
     * entity's server rules decide what is accepted.
     */
    ownerTokens: Type.Optional(Type.Array(Literals(OWNER_TOKENS), { minItems: 1, uniqueItems: true })),
    /**
     * Where a `formValues` field finds its form (docs/guide-form-fields-by-model.md): `field` is a
     * reference of this entity to `entity`, whose `formDefinition` field `definitionField` holds
     * the form. With `activeField` (a boolean field of `entity`), only its rows that are true may
     * be newly chosen; a record keeps the one it has.
     * @example { "field": "model_id", "entity": "dm.model", "definitionField": "definition", "activeField": "is_active" }
     */
    definitionFrom: Type.Optional(DefinitionFromSchema),
  },
  { additionalProperties: false },
);

/** The line items of a document: the child entity, how its rows point back and are ordered, what is edited. */
export const LinesDescriptorSchema = Type.Object(
  {
    /** The child entity, e.g. `cm.quotationLine`. */
    entity: Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' }),
    /** The child's reference field pointing at this entity; set by the server. */
    field: FieldNameSchema,
    /** The child's integer field holding the line's position; set by the server from the list's order. */
    order: FieldNameSchema,
    /** The child's fields shown as columns of the lines table, in order; read-only ones are shown, not edited. */
    columns: Type.Array(FieldNameSchema, { minItems: 1 }),
    title: TranslationKeySchema,
    minItems: Type.Optional(Type.Integer({ minimum: 0, maximum: 5000 })),
    /** At most this many lines (default 1000). */
    maxItems: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
    /**
     * With the `import` action, the file is the lines: each row is one line, and the rows with the
     * same value in this column (its header: this translation key in any language, or `document`)
     * are one document (docs/guide-line-items.md). Without it, an import reads the documents' own rows.
     */
    importGroup: Type.Optional(TranslationKeySchema),
    /**
     * A line amount the form computes live while editing, for display only (the server's
     * `prepare` rule is the truth after saving): the product of `multiply`, less `lessPercent`
     * per cent, rounded to `field`'s scale, shown in the `field` column and summed below the table.
     */
    amount: Type.Optional(
      Type.Object(
        {
          field: FieldNameSchema,
          multiply: Type.Array(FieldNameSchema, { minItems: 1 }),
          lessPercent: Type.Optional(FieldNameSchema),
          /** The label of the live sum under the table. */
          totalTitle: TranslationKeySchema,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const SortSchema = Type.String({ pattern: '^-?[a-z][a-z0-9_]{0,62}$' });

/** A parameter of the page's address a screen keeps its state in (`id`, `activated`). */
const AddressParamSchema = Type.String({ pattern: '^[a-z][a-zA-Z0-9_]{0,30}$' });

/** The icons a row action may show (antd icons, mapped in src/runtime/entity/list/rowActionIcons.tsx). */
export const ROW_ACTION_ICONS = [
  'edit',
  'copy',
  'play',
  'pause',
  'stop',
  'swap',
  'user',
  'link',
  'check',
  'close',
] as const;
/** A scalar a row's field is compared with (`when`) or set to (`set`). */
const ScalarSchema = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);

/** A condition on a row: its `field` holds `equals` (a row action's `when`, `editableWhen`). */
const RowConditionSchema = Type.Object(
  { field: FieldNameSchema, equals: ScalarSchema },
  { additionalProperties: false },
);

/**
 * A row action beyond view, edit and delete (docs/guide-admin-screen.md, "Row actions"): a button
 * on each row the caller may use, that
 * - `set`s fields through the normal update (validation, rules, 409, audit): `{ "is_active": false }`;
 * - or opens a page: `link` with `{id}` or any `{field}` of the row (`/wf/admin/manage-forms/edit?id={id}`);
 * - or posts to a route of the module's own: `route` (`copy` → `POST {api}/{id}/copy`);
 * - or, with none of the three, runs the handler the module registers under `key` in its entity
 *   rules (`rowActions`), at `POST {api}/{id}/actions/{key}`.
 * `right` names the entity action whose right it needs (default `edit`), or a right of its own
 * (`close`, granted as `{permission}.actions.close`); `when` shows it only
 * on rows whose field equals a value (and the server refuses it on others); `confirm` asks
 * first; `reason` asks for a reason (`optional` or `required`), sent as `{reason}`; `date` asks for
 * an optional date under that title (a reversal's date), sent as `{date}` (empty: the handler's default).
 */
export const RowActionSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z][a-zA-Z0-9]{0,39}$' }),
    title: TranslationKeySchema,
    icon: Type.Optional(Literals(ROW_ACTION_ICONS)),
    /**
     * An entity action (`edit`, `create`...), or a right of the action's own (`close`): the rights
     * catalogue then adds `{permission}.actions.{right}` beside the entity's actions, granted apart.
     */
    right: Type.Optional(Type.String({ pattern: '^[a-z][a-zA-Z0-9]{0,39}$' })),
    when: Type.Optional(RowConditionSchema),
    confirm: Type.Optional(TranslationKeySchema),
    reason: Type.Optional(Literals(['optional', 'required'] as const)),
    /** The title of an optional date the action asks for (`YYYY-MM-DD`; a module handler reads it). */
    date: Type.Optional(TranslationKeySchema),
    /** The message after it is done (`{{name}}` is the row's label); default a generic one. */
    done: Type.Optional(TranslationKeySchema),
    set: Type.Optional(Type.Record(FieldNameSchema, ScalarSchema, { minProperties: 1 })),
    /** The page a link action opens: `{id}` and any `{field}` of the row are filled in (`?document={document_id}&version={id}`). */
    link: Type.Optional(
      Type.String({
        pattern: '^/[A-Za-z0-9/_.?&=\\-]*\\{[a-z_]+\\}[A-Za-z0-9/_.?&=\\-{}]*$',
        maxLength: 300,
      }),
    ),
    route: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' })),
    /**
     * The list also offers the action on the rows the user selects (a toolbar button): `POST
     * {api}/actions/{key}` `{ids}` does it to each in one transaction, all or none. Not with
     * `link` or `route`, and not with a required reason.
     */
    bulk: Type.Optional(Type.Boolean()),
    /**
     * What a `link` action opens for the rows the user selects (a toolbar button), with `{ids}`
     * the selected ids joined by commas: sharing one file opens `/dm/versionshare?document={id}`,
     * sharing the selected files `/dm/versionbatch?ids={ids}`. Only with `link`.
     */
    bulkLink: Type.Optional(
      Type.String({ pattern: '^/[A-Za-z0-9/_.?&=\\-]*\\{ids\\}[A-Za-z0-9/_.?&=\\-]*$', maxLength: 300 }),
    ),
  },
  { additionalProperties: false },
);

export const EntityDescriptorSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    /** `module.name`, e.g. `cm.leadSource`. */
    id: Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' }),
    module: Literals(MODULES),
    title: TranslationKeySchema,
    /** The REST base, e.g. `/api/cm/lead-source`. */
    api: Type.String({ pattern: '^/api/[a-z]{2}(/[a-z][a-z0-9-]*)+$' }),
    /**
     * Where the paged list answers when the bare `GET {api}` belongs to something else: the
     * spec names some cached lists at an entity's own path (`GET /api/wf/template` is the
     * sign-off templates' cached list), so the module serves that and the admin list moves to
     * `{api}/{segment}` (`/api/wf/template/list`). Every other call stays under `api`.
     */
    listApi: Type.Optional(Type.String({ pattern: '^/api/[a-z]{2}(/[a-z][a-z0-9-]*)+$' })),
    table: Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' }),
    /**
     * Another door to the table of the entity named here, with its own API, rights, fields and
     * row scope (docs/guide-row-scopes.md, "A self-service door"): `wf.myDelegation` lets every
     * user keep their own rows of `wf.delegation`'s table. Its fields are some of that entity's,
     * of the same types; that entity alone creates and alters the table.
     */
    sameTableAs: Type.Optional(Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' })),
    permission: PermissionBaseSchema,
    /** What the entity offers; each is checked as `{permission}.actions.{action}`. */
    actions: Type.Array(Literals(ENTITY_ACTIONS), { minItems: 1, uniqueItems: true }),
    fields: Type.Record(FieldNameSchema, FieldDescriptorSchema, { minProperties: 1 }),
    /** Which field a row is called by in references, pickers and messages. */
    labelField: FieldNameSchema,
    /**
     * Who owns a row, so its rights can be granted with a row scope (own / department /
     * subtree; schemas/core/rowScopes.ts, docs/guide-row-scopes.md): `users` are the fields
     * holding the owning users (`created_by`, or references to `sc.user`), `department` a
     * reference to `sc.department`. Without `department` a row belongs to the departments its
     * owning users sit in. `through` instead names a reference to the row's owner row (a line
     * item's document), whose ownership it shares. Without `ownership` the entity's rights
     * reach every row.
     */
    ownership: Type.Optional(
      Type.Object(
        {
          users: Type.Optional(Type.Array(FieldNameSchema, { minItems: 1, maxItems: 4, uniqueItems: true })),
          department: Type.Optional(FieldNameSchema),
          through: Type.Optional(FieldNameSchema),
          /**
           * The widest scope any right on this entity reaches, whatever is granted: `own` makes a
           * self-service door (everyone who holds the module's user side keeps their own rows).
           */
          maxScope: Type.Optional(Literals(ROW_SCOPES)),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * Access lists (docs/guide-access-lists.md): each row carries its own grants to users,
     * departments and groups at a level (read, edit, manage; schemas/core/accessLevels.ts), and
     * inherits those of its parent row unless its inheritance is broken. A tree's parent is its
     * tree parent; `parent` names the reference another entity's rows inherit from (a document's
     * folder, an entity with `access` itself). Holders of the `bypass` permission reach every
     * row (the module's administrators). Not with `ownership`: a row is reached one way or the other.
     */
    access: Type.Optional(
      Type.Object(
        {
          parent: Type.Optional(FieldNameSchema),
          bypass: Type.String({ pattern: '^[a-z]{2}(\\.[A-Za-z][A-Za-z0-9]*)*$', maxLength: 200 }),
        },
        { additionalProperties: false },
      ),
    ),
    list: Type.Object(
      {
        columns: Type.Array(FieldNameSchema, { minItems: 1 }),
        defaultSort: SortSchema,
        quickSearch: Type.Optional(Type.Array(FieldNameSchema)),
        filters: Type.Optional(Type.Array(FieldNameSchema)),
        /**
         * The columns the list may be sorted by besides `id` and the default sort (which always
         * may): the grid offers sorting on these headers only, the API refuses any other sort
         * (422), and schema sync backs each with an index in the order the list reads it
         * (docs/guide-admin-screen.md, "Sortable columns").
         */
        sortable: Type.Optional(Type.Array(FieldNameSchema, { uniqueItems: true })),
        pageSize: Type.Optional(Type.Integer({ minimum: 5, maximum: 200 })),
        /**
         * How the list shows below tablet width (768 px): `grid` (the default) keeps the table,
         * scrolling sideways with the label column pinned; `cards` shows one card per row with
         * the label, `cardFields` and the row's actions (docs/guide-admin-screen.md).
         */
        phone: Type.Optional(Literals(['grid', 'cards'] as const)),
        /** The fields a phone card shows under the label; default: the first three other list columns. */
        cardFields: Type.Optional(
          Type.Array(FieldNameSchema, { minItems: 1, maxItems: 3, uniqueItems: true }),
        ),
        /**
         * The list beside a tree (`entity.masterList`): `field` is a reference of this entity to a
         * tree entity, whose tree sits left of the list at a desk and above it on a phone; choosing
         * a node shows its rows (and, unless `subtree` is false, those of the nodes below). The
         * chosen node is kept in the address as `param` (`0`: every row). `switch` shows a boolean
         * field as a switch over the list, kept in the address as `1` or `0` (default 1)
         * (docs/guide-tree.md, "A list beside the tree").
         */
        master: Type.Optional(
          Type.Object(
            {
              field: FieldNameSchema,
              param: Type.Optional(AddressParamSchema),
              subtree: Type.Optional(Type.Boolean()),
              switch: Type.Optional(
                Type.Object(
                  { field: FieldNameSchema, param: AddressParamSchema, title: TranslationKeySchema },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
        ),
        /**
         * Rows made from files (documents, scans): the list's New becomes "Upload files", and files
         * dropped on the list go one by one, with progress, to `url`, a server route that makes a
         * row of each (docs/guide-access-lists.md, "Uploading into the list"). In a list beside a
         * tree, `param` carries the chosen node (`?folder_id=5`) and uploading waits for one.
         */
        upload: Type.Optional(
          Type.Object(
            {
              url: Type.String({ pattern: '^/api/[a-z0-9/_-]+$', maxLength: 200 }),
              param: Type.Optional(FieldNameSchema),
            },
            { additionalProperties: false },
          ),
        ),
        /** Actions of each row beyond view, edit and delete (RowActionSchema). */
        rowActions: Type.Optional(Type.Array(RowActionSchema, { minItems: 1, maxItems: 10 })),
      },
      { additionalProperties: false },
    ),
    form: Type.Optional(
      Type.Object(
        {
          /** Field order in the form; fields not listed follow in declaration order. */
          order: Type.Optional(Type.Array(FieldNameSchema)),
          /**
           * Titled groups of fields, shown in this order (docs/guide-forms.md). A field sits in
           * at most one section; fields in none follow the sections, untitled, in `order`.
           */
          sections: Type.Optional(
            Type.Array(
              Type.Object(
                { title: TranslationKeySchema, fields: Type.Array(FieldNameSchema, { minItems: 1 }) },
                { additionalProperties: false },
              ),
              { minItems: 1 },
            ),
          ),
          /**
           * How wide a field sits on a wide form (two columns): `half` takes one column, `full`
           * the whole row. Default: long fields (text, html, json, files, i18nText, forms and their
           * values, text areas, owner lists, strings longer than 200) are full, the others half.
           */
          span: Type.Optional(Type.Record(FieldNameSchema, Literals(FORM_SPANS))),
        },
        { additionalProperties: false },
      ),
    ),
    detail: Type.Optional(
      Type.Object(
        {
          sections: Type.Array(
            Type.Object(
              { title: TranslationKeySchema, fields: Type.Array(FieldNameSchema, { minItems: 1 }) },
              { additionalProperties: false },
            ),
          ),
          related: Type.Optional(
            Type.Array(
              Type.Object(
                {
                  entity: Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' }),
                  field: FieldNameSchema,
                  title: TranslationKeySchema,
                  /**
                   * The related entity's columns shown here, in order; default: its list
                   * columns less the field pointing back at this record (a person's
                   * organisation is the page being read).
                   */
                  columns: Type.Optional(Type.Array(FieldNameSchema, { minItems: 1 })),
                },
                { additionalProperties: false },
              ),
            ),
          ),
          /**
           * A record that takes new files (a document's versions): the detail offers `title` as an
           * upload button and drop zone to whoever may edit the record; each file goes to `url`
           * (`{id}` the record), a module route that answers 201 (docs/guide-access-lists.md).
           */
          upload: Type.Optional(
            Type.Object(
              {
                url: Type.String({ pattern: '^/api/[a-z0-9/_-]*\\{id\\}[a-z0-9/_-]*$', maxLength: 200 }),
                title: TranslationKeySchema,
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    board: Type.Optional(
      Type.Object(
        {
          groupBy: FieldNameSchema,
          cardTitle: FieldNameSchema,
          cardFields: Type.Optional(Type.Array(FieldNameSchema)),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * A calendar view of the rows (`entity.calendar`, docs/guide-calendar.md): each row spans
     * `start` to `end` (inclusive days for `date` fields; an instant range for `datetime`
     * fields, shown in the organisation's time zone). A row without an end is one day or one
     * instant. `allDay` names a boolean field marking all-day rows of a `datetime` calendar;
     * `color` an enum (coloured by `colors`, else a palette), a reference or a colour field.
     */
    calendar: Type.Optional(
      Type.Object(
        {
          start: FieldNameSchema,
          end: Type.Optional(FieldNameSchema),
          title: Type.Optional(FieldNameSchema),
          allDay: Type.Optional(FieldNameSchema),
          color: Type.Optional(FieldNameSchema),
          colors: Type.Optional(
            Type.Record(
              Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
              Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
            ),
          ),
          initialView: Type.Optional(Literals(['month', 'week', 'day'] as const)),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * A grid of rows × days (`entity.matrix`, docs/guide-matrix.md): one grid row per record of
     * the `row` reference, one column per day of the calendar's `start` date field, and in each
     * cell the `value` (a reference or an enum) of the record for that row and day, chosen in
     * place. `empty` names what a record without a value means (a schedule's "day off"); a cell
     * without a record shows nothing. Needs a `calendar` of one date and `uniqueTogether` of the
     * row and the date.
     */
    matrix: Type.Optional(
      Type.Object(
        {
          row: FieldNameSchema,
          value: FieldNameSchema,
          empty: Type.Optional(TranslationKeySchema),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * Where the entity's list screen sits in the web menu, so a new settings
     * screen needs no route file: the router adds `{parent path}/{path}` under
     * the route named `parent` (a section such as `cm.admin.more`), ordered by `order`.
     */
    menu: Type.Optional(
      Type.Object(
        {
          parent: Type.String({ pattern: '^[a-z][a-zA-Z0-9.-]*$' }),
          path: Type.String({ pattern: '^[a-z][a-zA-Z0-9-]*$' }),
          title: Type.Optional(TranslationKeySchema),
          order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * Line items (master–detail): rows of another entity edited inside this one's form and
     * saved with it in one transaction under this record's version (docs/guide-line-items.md).
     */
    lines: Type.Optional(LinesDescriptorSchema),
    /**
     * The rows form a tree (categories, folders, accounts): `parentField` is a reference to
     * this same entity (empty for a root), `orderField` an integer giving the place among
     * siblings. The API then offers children, move and a search with ancestor paths, and
     * any reference to this entity can be filtered with `[under]` (docs/guide-tree.md).
     */
    tree: Type.Optional(
      Type.Object(
        { parentField: FieldNameSchema, orderField: FieldNameSchema },
        { additionalProperties: false },
      ),
    ),
    /**
     * Full-text search (docs/guide-text-search.md): the list's search box also finds rows by the
     * words of these fields and of any text a module indexes for them (a file's contents), with
     * Chinese and Japanese cut into character pairs. Hits are the list's rows, scope and all.
     */
    textSearch: Type.Optional(
      Type.Object({ fields: Type.Array(FieldNameSchema, { minItems: 1 }) }, { additionalProperties: false }),
    ),
    /**
     * The rows are background jobs (docs/guide-jobs.md): a worker on every server claims queued
     * rows one at a time, runs the module's handler for their `kind`, records progress, retries
     * a failure a few times, and the list offers `retry` on failed rows. The descriptor must have
     * the job fields (kind, status, attempts, progress, error, run_after, started_at, finished_at).
     */
    jobQueue: Type.Optional(Type.Boolean()),
    /** Composite indexes and unique keys beyond single fields. */
    indexes: Type.Optional(Type.Array(Type.Array(FieldNameSchema, { minItems: 1 }))),
    uniqueTogether: Type.Optional(Type.Array(Type.Array(FieldNameSchema, { minItems: 2 }))),
    /**
     * The rows that may still be edited or deleted: `{ "field": "status", "equals": "draft" }`
     * keeps a confirmed voucher as it is. Others are offered neither, and the generic API
     * refuses both (409); they still move by row actions.
     */
    editableWhen: Type.Optional(RowConditionSchema),
  },
  { additionalProperties: false },
);

/** How many lines a document holds when its `lines` give no `maxItems`. */
export const DEFAULT_LINES_MAX_ITEMS = 1000;

/** How many rows a `references` field holds when its descriptor gives no `maxItems`. */
export const DEFAULT_REFERENCES_MAX_ITEMS = 50;

export type FieldType = (typeof FIELD_TYPES)[number];
export type EntityAction = (typeof ENTITY_ACTIONS)[number];
export type FormSpan = (typeof FORM_SPANS)[number];
export type OwnerToken = (typeof OWNER_TOKENS)[number];
export type FieldDescriptor = Static<typeof FieldDescriptorSchema>;
export type EntityDescriptor = Static<typeof EntityDescriptorSchema>;
export type LinesDescriptor = Static<typeof LinesDescriptorSchema>;
export type DefinitionFrom = Static<typeof DefinitionFromSchema>;
export type RowActionDescriptor = Static<typeof RowActionSchema>;
export type RowActionIcon = (typeof ROW_ACTION_ICONS)[number];

/** Columns every entity table has, managed by the runtime, never declared in `fields`. */
export const SYSTEM_COLUMNS = [
  'id',
  'version',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'deleted_at',
] as const;
