import { useMatches } from 'react-router';
import { descriptorOf } from '../../../src/runtime/router/RouteHandle';

/** Whether the signed-in shell (which shows the breadcrumb in its header) is around this screen. */
export function useInsideShell(): boolean {
  return useMatches().some((match) => descriptorOf(match.handle)?.screen === 'general.shell');
}
