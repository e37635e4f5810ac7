import type { Kysely } from 'kysely';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import type { EntityRulesRegistry } from './entityRules';
import { EntityService } from './EntityService';

/** The descriptors and one service per entity, as the routes and other modules use them. */
export interface Resources {
  descriptors: readonly EntityDescriptor[];
  services: ReadonlyMap<string, EntityService>;
}

export function buildResources(
  db: Kysely<Database>,
  descriptors: readonly EntityDescriptor[],
  rules: EntityRulesRegistry,
): Resources {
  const registry = new Map(descriptors.map((d) => [d.id, d]));
  const services = new Map(
    descriptors.map((d) => [d.id, new EntityService(db, d, registry, rules.get(d.id))]),
  );
  return { descriptors, services };
}
