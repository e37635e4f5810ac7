import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { EntityDescriptorLoaders } from '../runtime/entity/EntityRuntime';

/**
 * Every entity descriptor file, each loaded on demand (a screen needs the one
 * it renders and the ones it references, never all 23). Built here, at the app
 * root, because the runtime may not reach into schemas' file layout itself.
 * The id comes from the file's place: `schemas/cm/entities/leadSource.entity.json`
 * is `cm.leadSource` (descriptors:check verifies that each file's id says the same).
 */
const files = import.meta.glob<EntityDescriptor>('../../schemas/*/entities/*.entity.json', {
  import: 'default',
});

function idOf(path: string): string | null {
  const match = /\/schemas\/([a-z]{2})\/entities\/([A-Za-z0-9]+)\.entity\.json$/.exec(path);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** Entity id → lazy loader of its descriptor. @example await entityDescriptorLoaders['cm.lead']?.() */
export const entityDescriptorLoaders: EntityDescriptorLoaders = Object.fromEntries(
  Object.entries(files).flatMap(([path, load]) => {
    const id = idOf(path);
    return id ? [[id, load]] : [];
  }),
);
