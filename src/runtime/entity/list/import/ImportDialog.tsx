import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../../platform/alerts/useAlert';
import { Dialog } from '../../../../widgets/Dialog';
import type { DialogControl } from '../../../../widgets/useDialog';
import { entityTitle } from '../../format/fieldLabels';
import { ImportFileControls } from './ImportFileControls';
import { ImportReportView } from './ImportReportView';
import { useImportRun } from './useImportRun';

/**
 * Import in two steps, as the server offers it: a dry run that reports every
 * row's problems and what would be created or updated, then an all-or-nothing commit.
 */
export function ImportDialog({
  control,
  descriptor,
  onImported,
}: {
  control: DialogControl;
  descriptor: EntityDescriptor;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const importer = useImportRun(descriptor.api, alert.error);
  const { busy, report } = importer;

  const commit = async () => {
    const answer = await importer.run('commit');
    if (answer?.committed) {
      alert.success(t('entity:import.done', { create: answer.create, update: answer.update }));
      onImported();
      control.close();
    }
  };

  return (
    <Dialog
      control={control}
      name="import"
      title={t('entity:import.title', { entity: entityTitle(t, descriptor) })}
      width={720}
      height="auto"
      onClose={importer.reset}
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close, disabled: busy !== null },
        {
          text: t('entity:import.check'),
          onClick: () => void importer.run('dry-run'),
          disabled: !importer.file || busy === 'commit',
          loading: busy === 'dry-run',
        },
        {
          text: t('entity:import.commit'),
          color: 'primary',
          onClick: () => void commit(),
          disabled: !importer.canCommit || busy === 'dry-run',
          loading: busy === 'commit',
        },
      ]}
    >
      <p>{t('entity:import.help')}</p>
      <ImportFileControls importer={importer} />
      {report && !busy && <ImportReportView descriptor={descriptor} report={report} />}
    </Dialog>
  );
}
