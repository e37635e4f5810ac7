import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';

/** What every built route carries in React Router's `handle`. */
export interface RouteHandle {
  descriptor: RouteDescriptor;
}

export function descriptorOf(handle: unknown): RouteDescriptor | null {
  if (typeof handle !== 'object' || handle === null || !('descriptor' in handle)) return null;
  return (handle as RouteHandle).descriptor;
}
