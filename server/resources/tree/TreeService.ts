import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { Caller, EntityService } from '../EntityService';
import type { Row } from '../EntityStore';
import { serializeRow } from '../serializeRow';
import { lockTree } from './treeChecks';
import { ancestorsOf, treeOf } from './treeSql';

/** Siblings shown under one node at most; a tree screen is for categories, not for millions of rows. */
export const CHILDREN_LIMIT = 1000;
/** The rows a caller's access list reaches (rowScopeOf), or null for every row. */
type Scope = RawBuilder<unknown> | null;

/** Matches a tree search returns at most. */
export const SEARCH_LIMIT = 50;

/** One ancestor in a search result's path, root first. */
export interface PathStep {
  id: number;
  label: string | null;
}

/**
 * The tree reads and the move of one tree entity (docs/guide-tree.md): children with their
 * child counts (a lazy tree loads one level at a time), a search that returns each match
 * with its ancestors, and a move that renumbers the new siblings in one transaction.
 */
export class TreeService {
  constructor(
    private readonly db: Kysely<Database>,
    readonly entity: EntityService,
  ) {}

  private get d() {
    return this.entity.descriptor;
  }

  /** How many live children (that `scope` reaches) each of `ids` has. */
  private async childCounts(ids: readonly number[], scope: Scope): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const { parentField } = treeOf(this.d);
    const rows = await sql<{ id: number; n: number }>`
      select t.${sql.id(parentField)} as id, count(*)::int as n from ${sql.table(this.d.table)} as t
      where t.${sql.id(parentField)} in (${sql.join([...ids])}) and t.deleted_at is null
      ${scope ? sql`and ${scope}` : sql``}
      group by t.${sql.id(parentField)}`.execute(this.db);
    return new Map(rows.rows.map((r) => [r.id, r.n]));
  }

  /**
   * The live children of `parent` (null: the roots) in their order, each with `child_count`.
   * With a `scope` (a tree with an access list) only the nodes it reaches show, and a node
   * reached under a parent that is not (a folder shared with someone who cannot read the folder
   * around it) shows among the roots, so nothing reachable is out of sight.
   */
  async children(parent: number | null, scope: Scope = null): Promise<{ rows: Row[]; truncated: boolean }> {
    const { parentField, orderField } = treeOf(this.d);
    const column = sql`t.${sql.id(parentField)}`;
    const rootsOfScope =
      scope && parent === null
        ? sql`${scope} and (${column} is null or ${column} not in (select t.id from ${sql.table(this.d.table)} as t where t.deleted_at is null and ${scope}))`
        : scope;
    const rows = await this.entity.store.page(this.db, {
      page: 1,
      perPage: CHILDREN_LIMIT + 1,
      sort: [{ field: orderField, desc: false }],
      filters:
        scope && parent === null
          ? []
          : [
              parent === null
                ? { field: parentField, op: 'null', value: null }
                : { field: parentField, op: 'eq', value: parent },
            ],
      search: undefined,
      trashed: 'without',
      scope: rootsOfScope,
    });
    const shown = rows.slice(0, CHILDREN_LIMIT);
    const counts = await this.childCounts(
      shown.map((r) => r.id as number),
      scope,
    );
    return {
      rows: shown.map((r) => ({ ...r, child_count: counts.get(r.id as number) ?? 0 })),
      truncated: rows.length > CHILDREN_LIMIT,
    };
  }

  /**
   * Live nodes whose quick-search fields contain `text`, each with `path` (its ancestors, root
   * first). With a `scope`, only nodes it reaches, and only the ancestors it reaches in paths.
   */
  async search(text: string, scope: Scope = null): Promise<Row[]> {
    const { orderField } = treeOf(this.d);
    const rows = await this.entity.store.page(this.db, {
      page: 1,
      perPage: SEARCH_LIMIT,
      sort: [{ field: orderField, desc: false }],
      filters: [],
      search: text,
      trashed: 'without',
      scope,
    });
    if (rows.length === 0) return [];
    const chain = await ancestorsOf(
      this.d,
      rows.map((r) => r.id as number),
    ).execute(this.db);
    const reached = scope
      ? await this.entity.store.idsInScope(
          this.db,
          chain.rows.map((s) => s.id),
          scope,
        )
      : null;
    const paths = new Map<number, PathStep[]>();
    for (const step of chain.rows) {
      if (step.depth === 0 || (reached && !reached.has(step.id))) continue;
      const path = paths.get(step.start) ?? [];
      path.push({ id: step.id, label: step.label });
      paths.set(step.start, path);
    }
    const counts = await this.childCounts(
      rows.map((r) => r.id as number),
      scope,
    );
    return rows.map((r) => ({
      ...r,
      child_count: counts.get(r.id as number) ?? 0,
      path: paths.get(r.id as number) ?? [],
    }));
  }

  /**
   * Moves node `id` under `parent` (null: a root) at `position` among its new siblings
   * (0 first; past the end means last), in one transaction: the node's version must match
   * (409), the parent must be live and not the node or below it (422), and every sibling
   * whose place changes is written with its version bumped and audited.
   */
  async move(
    id: number,
    parent: number | null,
    position: number,
    version: number,
    caller: Caller,
  ): Promise<Row> {
    const { parentField, orderField } = treeOf(this.d);
    return this.db.transaction().execute(async (trx) => {
      await lockTree(trx, this.d);
      const node = await this.entity.store.get(trx, id, { forUpdate: true });
      if (!node) throw new HttpError(404, translate(caller.lang, 'auth:notFound'));
      if (node.version !== version)
        throw new HttpError(409, translate(caller.lang, 'resources:errors.conflict'), {
          data: serializeRow(this.d, node),
        });
      if (parent !== null && !(await this.entity.store.liveIds(trx, this.d.id, [parent])).has(parent)) {
        const message = translate(caller.lang, 'resources:tree.parentMissing');
        throw new ValidationFailed(message, { [parentField]: [message] });
      }
      const same = parent === null ? sql`is null` : sql`= ${parent}`;
      const siblings = await sql<{ id: number; place: number | null }>`
        select id, ${sql.id(orderField)} as place from ${sql.table(this.d.table)}
        where ${sql.id(parentField)} ${same} and deleted_at is null and id <> ${id}
        order by ${sql.id(orderField)} asc, id asc for update`.execute(trx);
      const order = siblings.rows.map((s) => s.id);
      order.splice(Math.min(position, order.length), 0, id);
      const places = new Map(siblings.rows.map((s) => [s.id, s.place]));
      for (const [place, rowId] of order.entries()) {
        if (rowId === id) {
          // The cycle check runs in updateIn, as for an edit of the parent in the form.
          await this.entity.updateIn(
            trx,
            id,
            { [parentField]: parent, [orderField]: place },
            version,
            caller,
          );
        } else if (places.get(rowId) !== place) {
          await this.entity.updateIn(trx, rowId, { [orderField]: place }, undefined, caller);
        }
      }
      return (await this.entity.store.get(trx, id))!;
    });
  }
}
