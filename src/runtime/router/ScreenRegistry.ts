import type { ComponentType } from 'react';
import type { ScreenId } from '../../../schemas/routes/screenIds';

/** Props a screen receives: the route parameters named in `propsFromParams`. */
export type ScreenProps = Record<string, string | undefined>;

/** A screen: a component taking (some of) its route parameters as props. */
export type ScreenComponent = ComponentType<ScreenProps>;

/** Loads one screen's component on demand. */
export type ScreenLoader = () => Promise<ScreenComponent>;

/**
 * Screen id → lazy loader, built at the app root (src/app/screenRegistry.ts) so that
 * the runtime never imports screens/ itself.
 */
export type ScreenRegistry = Record<ScreenId, ScreenLoader>;
