import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { useSession } from '../../platform/session/useSession';
import { useLazyDescriptor } from '../descriptors/useLazyDescriptor';
import { useRouteDescriptor } from '../router/useRouteDescriptor';
import { SettingsForm } from './SettingsForm';
import { SettingsLoadStatus } from './SettingsLoadStatus';
import { useSettingsRuntime } from './SettingsRuntimeContext';
import { SettingsStaleSaveDialog } from './SettingsStaleSaveDialog';
import { useSettingsDocument } from './useSettingsDocument';
import './settings.css';

/** The document's form once its descriptor is there. */
function SettingsDocument({ descriptor }: { descriptor: SettingsDescriptor }) {
  const { t } = useTranslation(['entity', descriptor.module]);
  const titleId = useId();
  const session = useSession();
  const { widgets } = useSettingsRuntime();
  const [search] = useSearchParams();
  const department = search.get('department');
  const query =
    descriptor.scope === 'department' && department ? `?department=${encodeURIComponent(department)}` : '';
  const doc = useSettingsDocument(descriptor, widgets, query);
  const edit = descriptor.permission.edit;
  const canEdit = edit === 'authenticated' || hasPermission(session?.user.userPermission, edit);
  return (
    <section className="shell-card settings-screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(descriptor.title)}</h1>
      {descriptor.intro && <p>{t(descriptor.intro)}</p>}
      {doc.status !== 'ready' ? (
        <SettingsLoadStatus status={doc.status} error={doc.loadError} onRetry={() => void doc.retry()} />
      ) : (
        <SettingsForm
          descriptor={descriptor}
          doc={doc}
          widgets={widgets}
          canEdit={canEdit}
          labelledBy={titleId}
        />
      )}
      <SettingsStaleSaveDialog doc={doc} />
    </section>
  );
}

/**
 * The generic settings screen (`settings.document`): the route names the settings
 * descriptor it edits.
 * @example { path: 'security-settings', screen: 'settings.document', settings: 'sc.security' }
 */
export function SettingsDocumentScreen() {
  const route = useRouteDescriptor();
  const { loaders } = useSettingsRuntime();
  const descriptor = useLazyDescriptor('settings', route?.settings, loaders);
  if (!descriptor) return <SettingsLoadStatus status="loading" error={null} onRetry={() => {}} />;
  return <SettingsDocument key={descriptor.id} descriptor={descriptor} />;
}
