import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../router/ScreenRegistry';
import { useRouteDescriptor } from '../../router/useRouteDescriptor';
import { useRouteTitle } from '../../router/useRouteTitle';
import { ScreenStatus } from '../common/ScreenStatus';
import { useEntityRecord } from '../data/useEntityRecord';
import { labelOfRow } from '../../../../schemas/core/richtext/labelOfRow';
import { useEntityLinks } from '../routing/useEntityLinks';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { EntityDetailView } from './EntityDetailView';
import './entityDetail.css';

/**
 * The generic detail screen (`entity.view`): the record from an `:id` parameter
 * or the `?id=` query (spec: `lead/view?id=`, `quota/detail?id=`).
 */
export function EntityDetailScreen({ id }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const route = useRouteDescriptor();
  const { entityId, recordId } = useScreenEntity(id);
  const { descriptor, error } = useEntityDescriptor(entityId);
  const record = useEntityRecord(descriptor, recordId);
  const links = useEntityLinks(entityId ?? '');
  const label = record.row && descriptor ? labelOfRow(descriptor, record.row, i18n.language) : null;
  useRouteTitle(route?.dynamicTitle ? label : null);
  if (recordId === null) return <ScreenStatus error={new Error(t('entity:errors.noRecord'))} />;
  if (!descriptor || !record.row) return <ScreenStatus error={error ?? record.error} />;
  return (
    <EntityDetailView
      key={record.row.id}
      descriptor={descriptor}
      row={record.row}
      links={links}
      reload={record.reload}
    />
  );
}
