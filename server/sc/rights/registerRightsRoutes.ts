import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { effectiveRights } from './effectiveRights';
import { ownerNames, parseOwner } from './ownerNames';
import { rightsCatalogueTree, rightsTreePaths } from './rightsCatalogueTree';
import { insideRoots, parseRoots, reachesRoots, subtreeOf } from './rightsSubtree';
import { saveOwnerRights } from './saveOwnerRights';
import { scopablePath } from './scopablePath';
import { ROW_SCOPES, type RowScope } from '../../../schemas/core/rowScopes';

const RIGHT = 'sc.admin.rights.actions';
const OWNER_PARAMS = {
  params: {
    type: 'object',
    properties: { owner: { type: 'string', maxLength: 12 } },
    required: ['owner'],
  },
} as const;

interface OwnerRoute {
  Params: { owner: string };
  Querystring: { roots?: string };
  Body: unknown;
}

/** `?roots=`: a comma-separated list of tree paths, the subtrees a limited screen shows and saves. */
const ROOTS_QUERY = {
  querystring: {
    type: 'object',
    properties: { roots: { type: 'string', maxLength: 2000 } },
    additionalProperties: false,
  },
} as const;

/**
 * The rights-settings API: the tree of every right, one owner's granted paths (read and
 * replace), and a user's effective rights with where each comes from (a right in a module the
 * licence switches off marked as not in effect). A change clears the permission cache here
 * and, through a server signal, on every other instance (docs/decisions.md, "Groups and
 * rights settings").
 */
export function registerRightsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  // Descriptors and catalogue are fixed for the life of the process: build the tree once.
  const tree = rightsCatalogueTree(ctx.permissions.catalogue, ctx.resources.descriptors);
  const treePaths = rightsTreePaths(tree);
  const scopable = scopablePath(ctx.resources.descriptors);

  /** The owner in the URL, which must exist and not be deleted (404), or be well formed (422). */
  const ownerOf = async (request: FastifyRequest<OwnerRoute>) => {
    const parsed = parseOwner(request.params.owner);
    if (!parsed) {
      throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
        owner: [translate(request.lang, 'sc:rights.errors.ownerInvalid')],
      });
    }
    const table = parsed.kind === 'd' ? 'departments' : parsed.kind === 'g' ? 'groups' : 'users';
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', parsed.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
    return { owner: request.params.owner, ...parsed };
  };

  /** The request's subtree roots (undefined: the whole tree); a root the tree lacks is a 422. */
  const rootsOf = (request: FastifyRequest<{ Querystring: { roots?: string } }>) => {
    const { roots, unknown } = parseRoots(request.query.roots, treePaths);
    const wrong = roots?.length === 0 ? [''] : unknown;
    if (wrong.length > 0)
      throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
        roots: wrong.map((path) => translate(request.lang, 'sc:rights.errors.unknownPath', { path })),
      });
    return roots;
  };

  // `?roots=` gives only those subtrees, each a top-level node (docs/decisions.md,
  // "Attendance data view permission").
  app.get<{ Querystring: { roots?: string } }>(
    '/api/sc/rights/catalogue',
    { config: { access: { permission: `${RIGHT}.view` } }, schema: ROOTS_QUERY },
    async (request) => {
      const roots = rootsOf(request);
      return { data: roots ? subtreeOf(tree, roots) : tree };
    },
  );

  app.get<OwnerRoute>(
    '/api/sc/rights/owner/:owner',
    { config: { access: { permission: `${RIGHT}.view` } }, schema: { ...OWNER_PARAMS, ...ROOTS_QUERY } },
    async (request) => {
      const roots = rootsOf(request);
      const { owner } = await ownerOf(request);
      // Limited to subtrees: the grants in them, and those above them that tick them whole.
      const rows = (
        await db
          .selectFrom('rights')
          .select(['path', 'scope'])
          .where('owner', '=', owner)
          .orderBy('path')
          .execute()
      ).filter((r) => !roots || reachesRoots(roots, r.path));
      const names = await ownerNames(db, [owner]);
      // `scopes` lists the grants narrower than every row; a path absent from it reaches all.
      const scopes = Object.fromEntries(rows.filter((r) => r.scope !== 'all').map((r) => [r.path, r.scope]));
      return {
        data: { owner, name: names.get(owner) ?? owner, paths: rows.map((r) => r.path), scopes },
      };
    },
  );

  app.put<OwnerRoute>(
    '/api/sc/rights/owner/:owner',
    {
      config: { access: { permission: `${RIGHT}.edit` } },
      schema: {
        ...OWNER_PARAMS,
        ...ROOTS_QUERY,
        body: {
          type: 'object',
          properties: {
            paths: { type: 'array', maxItems: 5000, items: { type: 'string', maxLength: 200 } },
            scopes: {
              type: 'object',
              maxProperties: 5000,
              propertyNames: { maxLength: 200 },
              additionalProperties: { type: 'string', enum: [...ROW_SCOPES] },
            },
          },
          required: ['paths'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const roots = rootsOf(request);
      const { owner } = await ownerOf(request);
      const { paths, scopes = {} } = request.body as { paths: string[]; scopes?: Record<string, RowScope> };
      const errors: Record<string, string[]> = {};
      paths.forEach((path, index) => {
        if (!treePaths.has(path))
          errors[`paths.${index}`] = [translate(request.lang, 'sc:rights.errors.unknownPath', { path })];
        else if (roots && !insideRoots(roots, path))
          errors[`paths.${index}`] = [translate(request.lang, 'sc:rights.errors.outsideRoots', { path })];
      });
      // A narrower scope only on a granted path that reaches an entity whose rows have owners.
      for (const [path, scope] of Object.entries(scopes)) {
        if (scope === 'all') continue;
        if (!paths.includes(path))
          errors[`scopes.${path}`] = [translate(request.lang, 'sc:rights.errors.scopeNotGranted', { path })];
        else if (!scopable(path))
          errors[`scopes.${path}`] = [translate(request.lang, 'sc:rights.errors.scopeNotScopable', { path })];
      }
      if (Object.keys(errors).length > 0)
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), errors);
      const grants = paths.map((path) => ({
        path,
        scope: Object.hasOwn(scopes, path) ? (scopes[path] as RowScope) : ('all' as const),
      }));
      const stored = await saveOwnerRights(db, owner, grants, requireAuth(request).userId, {
        ...(roots ? { within: roots } : {}),
      });
      // Every user the owner stands for may have changed: rebuild everyone's tree here.
      ctx.permissions.clear();
      // Answered as GET answers: limited to the subtrees when the save was.
      const saved = stored.filter((g) => !roots || reachesRoots(roots, g.path));
      return {
        data: {
          owner,
          paths: saved.map((g) => g.path),
          scopes: Object.fromEntries(saved.filter((g) => g.scope !== 'all').map((g) => [g.path, g.scope])),
        },
      };
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/api/sc/rights/effective/:userId',
    {
      config: { access: { permission: `${RIGHT}.view` } },
      schema: {
        params: {
          type: 'object',
          properties: { userId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
          required: ['userId'],
        },
      },
    },
    async (request) => {
      // The licence as the permission cache applies it: the preview agrees with userPermission.
      const licensed = await ctx.permissions.licensedModules();
      const data = await effectiveRights(
        db,
        Number(request.params.userId),
        tree,
        ctx.permissions.catalogue,
        licensed,
      );
      if (!data) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      return { data };
    },
  );
}
