import { createBrowserRouter, type DataRouter } from 'react-router';
import { setNavigator } from '../platform/navigation/navigateTo';
import { appRoutes } from './appRoutes';

/** Creates the browser router and lets code outside React navigate with it. */
export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(appRoutes());
  setNavigator((to) => {
    void router.navigate(to);
  });
  return router;
}
