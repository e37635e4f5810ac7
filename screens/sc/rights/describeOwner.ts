import type { TFunction } from 'i18next';
import type { OwnerExplanation } from './effectiveRightsTypes';

/**
 * One sentence saying how an owner reaches the user: directly, as their department, as a
 * department above theirs, or as a group (naming the nested groups and departments between).
 */
export function describeOwner(t: TFunction, owner: OwnerExplanation): string {
  switch (owner.kind) {
    case 'user':
      return t('sc:rights.source.user');
    case 'department':
      return t('sc:rights.source.department', { name: owner.name });
    case 'ancestorDepartment':
      return t('sc:rights.source.ancestorDepartment', { name: owner.name, via: owner.via[0]?.name ?? '' });
    default:
      return owner.via.length === 0
        ? t('sc:rights.source.group', { name: owner.name })
        : t('sc:rights.source.groupVia', { name: owner.name, via: owner.via.map((v) => v.name).join(' › ') });
  }
}
