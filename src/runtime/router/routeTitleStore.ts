type Listener = () => void;

const listeners = new Set<Listener>();
let titles: Readonly<Record<string, string>> = {};

function emit(): void {
  for (const listener of listeners) listener();
}

/** Breadcrumb titles set at run time by screens of `dynamicTitle` routes, by pathname. */
export function getRouteTitles(): Readonly<Record<string, string>> {
  return titles;
}

export function setRouteTitle(pathname: string, title: string | null): void {
  if (title === null) {
    if (!(pathname in titles)) return;
    const { [pathname]: _removed, ...rest } = titles;
    titles = rest;
  } else {
    if (titles[pathname] === title) return;
    titles = { ...titles, [pathname]: title };
  }
  emit();
}

export function subscribeRouteTitles(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
