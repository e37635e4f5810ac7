import type { Kysely } from 'kysely';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { referenceRegistry } from '../../schemas/core/systemEntities';
import type { Database } from '../db/DatabaseSchema';
import type { EntityRulesRegistry } from './entityRules';
import { EntityService } from './EntityService';
import { DocumentService } from './lines/DocumentService';

/** The descriptors and one service per entity, as the routes and other modules use them. */
export interface Resources {
  descriptors: readonly EntityDescriptor[];
  services: ReadonlyMap<string, EntityService>;
  /** The documents with line items (descriptors with `lines`), by parent entity id. */
  documents: ReadonlyMap<string, DocumentService>;
}

export function buildResources(
  db: Kysely<Database>,
  descriptors: readonly EntityDescriptor[],
  rules: EntityRulesRegistry,
): Resources {
  // References may also point at the system targets (`sc.user`): schemas/core/systemEntities.ts.
  const registry = referenceRegistry(descriptors);
  const services = new Map(
    descriptors.map((d) => [d.id, new EntityService(db, d, registry, rules.get(d.id))]),
  );
  const documents = new Map(
    descriptors
      .filter((d) => d.lines && services.has(d.lines.entity))
      .map((d) => [d.id, new DocumentService(db, services.get(d.id)!, services.get(d.lines!.entity)!)]),
  );
  return { descriptors, services, documents };
}
