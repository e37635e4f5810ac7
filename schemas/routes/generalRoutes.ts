import { dmPageRoutes } from './dmRoutes';
import { moduleRoutes } from './moduleRoutes';
import type { RouteDescriptor } from './RouteDescriptor';
import { wfPageRoutes } from './wfRoutes';

/**
 * The whole route tree before the entity menus are merged in (mergeEntityMenus): the
 * general screens of spec section 2, the full-page screens outside the shell (workflow
 * form and its print view, the paper-dispatch print view, the PDF viewer), and the
 * signed-in shell around home and the nine modules.
 */
export const generalRoutes: RouteDescriptor[] = [
  { path: '/', name: 'login', breadcrumb: 'general:login.title', screen: 'general.login', access: 'guest' },
  {
    path: '/reset-password/:token',
    name: 'password.reset',
    breadcrumb: 'general:resetPassword.title',
    screen: 'general.resetPassword',
    propsFromParams: ['token'],
    access: 'public',
  },
  {
    path: '/tokenexpired',
    name: 'tokenexpired',
    breadcrumb: 'general:tokenExpired.title',
    screen: 'general.tokenExpired',
    access: 'public',
  },
  {
    path: '/403',
    name: 'forbidden',
    breadcrumb: 'general:forbidden.title',
    screen: 'general.forbidden',
    access: 'public',
    endsSession: true,
  },
  ...wfPageRoutes,
  ...dmPageRoutes,
  {
    name: 'shell',
    screen: 'general.shell',
    children: [
      { path: '/home', name: 'home', breadcrumb: 'general:home.title', screen: 'general.home' },
      ...moduleRoutes,
    ],
  },
  {
    path: '*',
    name: 'not-found',
    breadcrumb: 'general:notFound.title',
    screen: 'general.notFound',
    access: 'public',
  },
];
