import { useEffect, useState } from 'react';
import { i18n } from './i18n';
import { loadNamespaces } from './loadNamespaces';

const allLoaded = (namespaces: readonly string[]) =>
  namespaces.every((ns) => i18n.hasResourceBundle(i18n.language, ns));

/**
 * Loads message namespaces a shared component needs beyond its route's own (a route loads
 * only its title's module), and renders again once they are there. `namespaces` is
 * comma-separated (`'entity,resources'`), so callers need not keep an array stable. True
 * when all are loaded; a failed load leaves the keys showing rather than breaking the screen.
 * @example useNamespaces('entity') // a table the sc screens share with the entity runtime
 */
export function useNamespaces(namespaces: string): boolean {
  const [ready, setReady] = useState(() => allLoaded(namespaces.split(',')));
  useEffect(() => {
    const wanted = namespaces.split(',');
    if (allLoaded(wanted)) return;
    let live = true;
    loadNamespaces(wanted)
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [namespaces]);
  return ready;
}
