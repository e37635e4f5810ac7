import { amRoutes } from './amRoutes';
import { asRoutes } from './asRoutes';
import { bbRoutes } from './bbRoutes';
import { cmRoutes } from './cmRoutes';
import { dmRoutes } from './dmRoutes';
import { faRoutes } from './faRoutes';
import type { RouteDescriptor } from './RouteDescriptor';
import { scRoutes } from './scRoutes';
import { vsRoutes } from './vsRoutes';
import { wfRoutes } from './wfRoutes';

/**
 * The nine module route trees, in sidebar order, each rooted at `/{module}` and guarded by
 * the module key (a user holds it when any right of the module was granted); the user
 * side checks `{module}.use`, the admin side `{module}.admin`.
 */
export const moduleRoutes: readonly RouteDescriptor[] = [
  scRoutes,
  wfRoutes,
  dmRoutes,
  asRoutes,
  bbRoutes,
  vsRoutes,
  faRoutes,
  amRoutes,
  cmRoutes,
];
