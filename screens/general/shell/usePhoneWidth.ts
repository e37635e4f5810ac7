import { useWindowWidth } from '../../../src/widgets/useWindowWidth';

/** Below this width the shell is the phone layout (spec section 9: below tablet width). */
export const PHONE_WIDTH_BELOW = 768;

/** Whether the window is narrower than a tablet: menus go into the drawer, the header is compact. */
export function usePhoneWidth(): boolean {
  return useWindowWidth() < PHONE_WIDTH_BELOW;
}
