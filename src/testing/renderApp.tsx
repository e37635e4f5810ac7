import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { appRoutes } from '../app/appRoutes';
import { screenRegistry } from '../app/screenRegistry';
import { setNavigator } from '../platform/navigation/navigateTo';

/**
 * Tests: the whole app (real routes, guards and lazily loaded screens) at a path,
 * in memory. Returns the router to read its location.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  setNavigator((to) => {
    void router.navigate(to);
  });
  const view = render(<App router={router} />);
  return { router, ...view };
}

/**
 * Tests: loads every screen module once (call in beforeAll), so the first test of a
 * file does not spend its find-timeout compiling antd.
 */
export async function preloadScreens(): Promise<void> {
  await Promise.all(Object.values(screenRegistry).map((load) => load()));
}
