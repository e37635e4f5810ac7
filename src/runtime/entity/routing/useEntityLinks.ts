import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useEntityRuntime } from '../useEntityRuntime';
import { findEntityRoute, indexEntityRoutes, recordLink } from './indexEntityRoutes';

/** Where an entity's screens are; a missing one is null (the caller then works in a dialog). */
export interface EntityLinks {
  list: string | null;
  board: string | null;
  calendar: string | null;
  create: string | null;
  /** A page of its own for the entity's import (`entity.import`); without one, the list's dialog. */
  import: string | null;
  view: ((id: number) => string) | null;
  edit: ((id: number) => string) | null;
}

/**
 * Links to an entity's generic screens, found in the route tree near the current page.
 * @example const links = useEntityLinks('cm.lead'); links.view?.(7) // '/cm/use/lead/view?id=7'
 */
export function useEntityLinks(entity: string): EntityLinks {
  const { routes } = useEntityRuntime();
  const { pathname } = useLocation();
  return useMemo(() => {
    const entries = indexEntityRoutes(routes);
    const find = (screen: Parameters<typeof findEntityRoute>[2]) =>
      findEntityRoute(entries, entity, screen, pathname);
    const view = find('entity.view');
    const edit = find('entity.edit');
    return {
      list: find('entity.list'),
      board: find('entity.board'),
      calendar: find('entity.calendar'),
      create: find('entity.create'),
      import: find('entity.import'),
      view: view ? (id: number) => recordLink(view, id) : null,
      edit: edit ? (id: number) => recordLink(edit, id) : null,
    };
  }, [routes, entity, pathname]);
}
