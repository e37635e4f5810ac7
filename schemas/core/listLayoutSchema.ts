import { type Static, Type } from '@sinclair/typebox';

/** Narrowest and widest column a stored layout may ask for, in CSS pixels. */
export const LAYOUT_WIDTH_MIN = 40;
export const LAYOUT_WIDTH_MAX = 1200;
/** More columns than any list shows (its own, the actions and the selection column). */
export const LAYOUT_COLUMNS_MAX = 64;
/** The API sorts by at most three keys (server/resources/parseListQuery). */
export const LAYOUT_SORT_MAX = 3;

const ColumnId = Type.String({ minLength: 1, maxLength: 64 });

/**
 * One user's layout of one entity list (GET/PUT /api/me/list-layout/{entityId},
 * docs/resource-api.md): the columns in the order shown, each with its width and whether it is
 * hidden, and the sort. The shape is checked here; which column ids an entity allows is
 * checked by the route against the descriptor.
 */
export const ListLayoutSchema = Type.Object(
  {
    columns: Type.Array(
      Type.Object(
        {
          colId: ColumnId,
          width: Type.Optional(Type.Integer({ minimum: LAYOUT_WIDTH_MIN, maximum: LAYOUT_WIDTH_MAX })),
          hide: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { maxItems: LAYOUT_COLUMNS_MAX },
    ),
    sort: Type.Array(
      Type.Object(
        { colId: ColumnId, sort: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) },
        { additionalProperties: false },
      ),
      { maxItems: LAYOUT_SORT_MAX },
    ),
  },
  { additionalProperties: false },
);

export type ListLayout = Static<typeof ListLayoutSchema>;
