import { createContext } from 'react';
import type { EntityRuntime } from './EntityRuntime';

/** Set by EntityRuntimeProvider at the app root; null outside it. */
export const EntityRuntimeContext = createContext<EntityRuntime | null>(null);
