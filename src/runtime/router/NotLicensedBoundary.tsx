import type { ComponentType } from 'react';
import { useRouteError } from 'react-router';
import type { ModuleId } from '../../../schemas/core/modules';
import { notLicensedModuleOf } from './notLicensedError';

/** The screen that says a module is not licensed (the app passes the general one). */
export type NotLicensedScreen = ComponentType<{ module: ModuleId }>;

/**
 * The error boundary of a module's top route: the not-licensed screen in place of the
 * module's pages (inside the shell, which stays usable), and any other error passed on to
 * the app's error screen above.
 * @example { path: '/cm', ErrorBoundary: notLicensedBoundary(NotLicensedScreen), ... }
 */
export function notLicensedBoundary(Screen: NotLicensedScreen): ComponentType {
  return function NotLicensedBoundary() {
    const error = useRouteError();
    const module = notLicensedModuleOf(error);
    // Rethrown from a boundary, an error reaches the next boundary up.
    if (module === null) throw error;
    return <Screen module={module} />;
  };
}
