import type { EntityRules, EntityRulesRegistry } from '../resources/entityRules';
import { leadRules } from './cm/leadRules';
import { quotationLineRules } from './cm/quotationRules';

/**
 * The business rules of every module, by entity id: the explicit map the
 * resource API consults (DESIGN.md section 9: registries are built at the root,
 * not by importing files for their side effects).
 */
export function buildEntityRules(): EntityRulesRegistry {
  return new Map<string, EntityRules>([
    ['cm.quotationLine', quotationLineRules],
    ['cm.lead', leadRules],
  ]);
}
