import { Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { type ExportFormat, exportList } from '../../../src/runtime/entity/list/exportList';
import { Button } from '../../../src/widgets/Button';
import type { ImportKind } from './ScImportReport';
import './importExport.css';

/**
 * `/sc/export-dept` and `/sc/export-user`: choose XLSX or CSV and download every department
 * or user in the columns the import reads, so the file can be edited and imported back.
 */
export function ExportScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const titleId = useId();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await exportList(`/api/sc/${kind}`, {}, format, `${kind}s`);
      alert.success(t('importExport.export.done'));
    } catch (error) {
      alert.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="shell-card settings-screen sc-export" aria-labelledby={titleId}>
      <h1 id={titleId}>
        {t(kind === 'department' ? 'importExport.export.titleDepartment' : 'importExport.export.titleUser')}
      </h1>
      <p>
        {t(kind === 'department' ? 'importExport.export.introDepartment' : 'importExport.export.introUser')}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <fieldset>
          <legend>{t('importExport.export.format')}</legend>
          {(['xlsx', 'csv'] as const).map((value) => (
            <Radio
              key={value}
              name="format"
              value={value}
              checked={format === value}
              onChange={() => setFormat(value)}
            >
              {t(`importExport.export.${value}`)}
            </Radio>
          ))}
        </fieldset>
        <Button htmlType="submit" color="primary" loading={busy}>
          {t('importExport.export.download')}
        </Button>
      </form>
    </section>
  );
}
