import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { ownerLabels } from '../../../widgets/ownerLabels';
import { useOwnerLists } from '../../../widgets/useOwnerLists';
import { fieldsOf } from './fieldLabels';

/** Does the entity keep an owner list (a field with the `owners` widget)? */
export function hasOwnerList(descriptor: EntityDescriptor): boolean {
  return Object.values(fieldsOf(descriptor)).some((field) => field.widget === 'owners');
}

/**
 * The names of owner references, for showing an entity's owner lists by name
 * (formatFieldValue's `lookups.owners`): loaded only for an entity that has one, and
 * undefined until the organisation's lists arrive (or when it has none).
 * @example const owners = useOwnerLabels(descriptor); formatFieldValue(d, name, row, t, locale, { owners })
 */
export function useOwnerLabels(descriptor: EntityDescriptor): ReadonlyMap<string, string> | undefined {
  const { t } = useTranslation();
  const needed = hasOwnerList(descriptor);
  const { lists, loading } = useOwnerLists(needed);
  return useMemo(
    () =>
      needed && !loading
        ? ownerLabels(lists, {
            all: t('entity:owners.all'),
            subject: t('entity:owners.subject'),
            inactive: t('entity:owners.inactive'),
          })
        : undefined,
    [needed, loading, lists, t],
  );
}
