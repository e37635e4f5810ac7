import { type BuiltScreenId, isBuiltScreen } from '../../schemas/routes/builtScreens';
import { SCREEN_IDS, type ScreenId } from '../../schemas/routes/screenIds';
import type { ScreenLoader } from '../runtime/router/ScreenRegistry';

const loadNotAvailable: ScreenLoader = () =>
  import('../../screens/general/NotAvailableScreen').then((m) => m.NotAvailableScreen);

/**
 * Every screen id not in BUILT_SCREENS, mapped to the "not available yet" screen, which
 * says plainly that the screen is not built. The registry spreads this first, so an
 * explicit entry there always wins.
 */
export const notYetBuiltScreens = Object.fromEntries(
  SCREEN_IDS.filter((id) => !isBuiltScreen(id)).map((id) => [id, loadNotAvailable]),
) as Record<Exclude<ScreenId, BuiltScreenId>, ScreenLoader>;
