import type { FastifyInstance } from 'fastify';
import type { FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { labelOfRow } from '../../../schemas/core/richtext/labelOfRow';
import type { AppContext } from '../../http/AppContext';
import type { EntityService } from '../EntityService';

/** As many source rows as a pick list holds (the `{api}/all` limit). */
const LIMIT = 2000;

/**
 * `GET {api}/form-definitions/{field}` for each `formValues` field of an entity
 * (docs/guide-form-fields-by-model.md): the live rows its `definitionFrom` points at, in their
 * list's order, each with its label in the caller's language, whether it may be newly chosen
 * (`active`) and its form: `{ data: [{ id, label, active, definition }] }`. The entity's view right
 * reads it, whoever may see the source entity's own list: filling in and reading a record's values
 * needs the forms, which say how a record is described, not what any record holds.
 */
export function registerFormDefinitionsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: EntityService,
): void {
  const d = service.descriptor;
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    const from = field.type === 'formValues' ? field.definitionFrom : undefined;
    const source = from ? ctx.resources.services.get(from.entity) : undefined;
    if (!from || !source) continue;
    app.get(
      `${d.api}/form-definitions/${name}`,
      { config: { access: { permission: `${d.permission}.actions.view` } } },
      async (request) => {
        const rows = await source.store.all(ctx.db, LIMIT, null);
        return {
          data: rows.map((row) => ({
            id: row.id,
            label: labelOfRow(source.descriptor, row, request.lang),
            active: from.activeField ? row[from.activeField] === true : true,
            definition: row[from.definitionField] ?? { fields: [] },
          })),
        };
      },
    );
  }
}
