import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../../platform/alerts/useAlert';
import { useRouteDescriptor } from '../../../router/useRouteDescriptor';
import { ScreenStatus } from '../../common/ScreenStatus';
import { entityTitle } from '../../format/fieldLabels';
import { useEntityLinks } from '../../routing/useEntityLinks';
import { useScreenEntity } from '../../routing/useScreenEntity';
import { useEntityDescriptor } from '../../useEntityDescriptor';
import { importColumns } from './importColumns';
import { ImportFileControls } from './ImportFileControls';
import { ImportReportView } from './ImportReportView';
import { useImportRun } from './useImportRun';
import '../entityList.css';

/**
 * The generic import screen (`entity.import`): a page of its own rather than the list's dialog,
 * for files whose report deserves the room (a month of vouchers). It names the columns the file
 * may have, checks the file, lists every row's problems with the row number, and imports all or
 * nothing; the entity's list sends its Import button here when the route tree has this screen.
 * @example { path: 'voucher-import-result', screen: 'entity.import', entity: 'fa.voucher' }
 */
export function EntityImportScreen() {
  const { entityId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor(entityId);
  const lines = useEntityDescriptor(descriptor?.lines?.importGroup ? descriptor.lines.entity : undefined);
  if (!descriptor || (descriptor.lines?.importGroup && !lines.descriptor))
    return <ScreenStatus error={error ?? lines.error} />;
  return <EntityImportView key={descriptor.id} descriptor={descriptor} lineDescriptor={lines.descriptor} />;
}

function EntityImportView({
  descriptor,
  lineDescriptor,
}: {
  descriptor: EntityDescriptor;
  lineDescriptor: EntityDescriptor | null;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const route = useRouteDescriptor();
  const links = useEntityLinks(descriptor.id);
  const importer = useImportRun(descriptor.api, alert.error);
  const { busy, report } = importer;
  const heading = route?.breadcrumb
    ? t(route.breadcrumb)
    : t('entity:import.title', { entity: entityTitle(t, descriptor) });
  const columns = importColumns(t, descriptor, lineDescriptor);
  const group = descriptor.lines?.importGroup ? columns[0] : undefined;
  return (
    <section className="entity-import-screen" aria-labelledby="entity-import-title">
      <h1 id="entity-import-title">{heading}</h1>
      <p>{group ? t('entity:import.documentsHelp', { group }) : t('entity:import.help')}</p>
      <p>
        <strong>{t('entity:import.columns')}</strong> {columns.join(t('entity:import.columnSeparator'))}
      </p>
      <ImportFileControls importer={importer} />
      <div className="entity-import-screen__buttons">
        <Button
          onClick={() => void importer.run('dry-run')}
          disabled={!importer.file || busy === 'commit'}
          loading={busy === 'dry-run'}
        >
          {t('entity:import.check')}
        </Button>
        <Button
          type="primary"
          onClick={() => void importer.run('commit')}
          disabled={!importer.canCommit || busy === 'dry-run'}
          loading={busy === 'commit'}
        >
          {t('entity:import.commit')}
        </Button>
      </div>
      {report && !busy && (
        <ImportReportView descriptor={descriptor} report={report} lineDescriptor={lineDescriptor} />
      )}
      {report?.committed && !busy && links.list && (
        <Alert type="success" showIcon title={<Link to={links.list}>{t('entity:import.toList')}</Link>} />
      )}
    </section>
  );
}
