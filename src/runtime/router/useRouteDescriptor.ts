import { useMatches } from 'react-router';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { descriptorOf } from './RouteHandle';

/** The descriptor of the deepest matched route (the one rendering the screen). */
export function useRouteDescriptor(): RouteDescriptor | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const descriptor = descriptorOf(matches[i]?.handle);
    if (descriptor) return descriptor;
  }
  return null;
}
