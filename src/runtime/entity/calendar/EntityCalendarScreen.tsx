import { useTranslation } from 'react-i18next';
import { ScreenStatus } from '../common/ScreenStatus';
import { referencedEntities } from '../data/referencedEntities';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { useEntityDescriptors } from '../useEntityDescriptors';
import { EntityCalendarView } from './EntityCalendarView';

/**
 * The generic calendar (`entity.calendar`) of an entity with a `calendar` section. Routes
 * load it on demand, so FullCalendar is in this screen's chunk only.
 */
export function EntityCalendarScreen() {
  const { t } = useTranslation();
  const { entityId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor(entityId);
  const references = useEntityDescriptors(
    descriptor ? referencedEntities(descriptor, descriptor.list.filters ?? []) : [],
  );
  if (!descriptor || !references.descriptors) return <ScreenStatus error={error ?? references.error} />;
  if (!descriptor.calendar) return <ScreenStatus error={new Error(t('entity:calendar.noCalendar'))} />;
  return (
    <EntityCalendarView key={descriptor.id} descriptor={descriptor} referenced={references.descriptors} />
  );
}
