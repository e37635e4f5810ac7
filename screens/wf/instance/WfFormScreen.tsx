import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { useSession } from '../../../src/platform/session/useSession';
import { WfStatus } from './WfStatus';
import { useDialog } from '../../../src/widgets/useDialog';
import { ActionBar } from './ActionBar';
import { ActionDialog } from './ActionDialog';
import type { DialogAction } from './actionRequest';
import { FileLink } from './FileLink';
import { HistoryList } from './HistoryList';
import { InstanceHeader } from './InstanceHeader';
import { ReadOnlyForm } from './ReadOnlyForm';
import { StageTimeline } from './StageTimeline';
import { useInstance } from './useInstance';
import { idFromSearch, WfPage } from './WfPage';
import '../../../src/runtime/entity/form/entityForm.css';
import './wfInstance.css';

/** What the page says after an action, until the next one: the outcome stays in view, with the timeline. */
type Notice = { kind: 'done'; action: DialogAction } | { kind: 'conflict' } | null;

function InstanceScreen({ id }: { id: number }) {
  const { t } = useTranslation('wf');
  const alert = useAlert();
  const me = Number(useSession()?.user.id ?? 0);
  const { view, error, reload, show } = useInstance(id);
  const dialog = useDialog();
  const [action, setAction] = useState<DialogAction | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  if (!view) return <WfStatus error={error} />;
  const done = (next: InstanceView, what: DialogAction) => {
    show(next);
    setNotice({ kind: 'done', action: what });
    alert.success(t(`instance.done.${what}`));
  };
  const conflict = () => {
    setNotice({ kind: 'conflict' });
    alert.warning(t('instance.conflict'));
    void reload();
  };
  return (
    <main className="wf-instance" aria-labelledby="wf-instance-title">
      <InstanceHeader view={view} />
      {notice && (
        <p className={`wf-notice wf-notice--${notice.kind}`} role="status">
          {notice.kind === 'conflict' ? t('instance.conflict') : t(`instance.done.${notice.action}`)}
        </p>
      )}
      <section className="wf-instance__section" aria-labelledby="wf-form-heading">
        <h2 id="wf-form-heading">{t('instance.sections.form')}</h2>
        <ReadOnlyForm view={view} />
      </section>
      <section className="wf-instance__section" aria-labelledby="wf-files-heading">
        <h2 id="wf-files-heading">{t('instance.sections.files')}</h2>
        {view.files.length === 0 ? (
          <p className="wf-muted">{t('instance.files.none')}</p>
        ) : (
          <ul className="wf-files">
            {view.files.map((file) => (
              <li key={file.id}>
                <FileLink instanceId={view.id} file={file} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="wf-instance__section" aria-labelledby="wf-stages-heading">
        <h2 id="wf-stages-heading">{t('instance.sections.stages')}</h2>
        <StageTimeline stages={view.stages} />
      </section>
      <section className="wf-instance__section" aria-labelledby="wf-history-heading">
        <h2 id="wf-history-heading">{t('instance.sections.history')}</h2>
        <HistoryList instanceId={view.id} history={view.history} stages={view.stages} />
      </section>
      <ActionBar
        view={view}
        onAction={(next) => {
          setAction(next);
          dialog.open();
        }}
      />
      <ActionDialog
        control={dialog}
        action={action}
        view={view}
        me={me}
        onDone={done}
        onConflict={conflict}
      />
    </main>
  );
}

/**
 * `/wf-form?id=`: one application on a page of its own (outside the shell): its heading, the
 * form read-only, attachments, the stages as a timeline with every signature, the history, and
 * a bar with what the caller may do now. It reloads by itself when a workflow notification
 * about it arrives; a decision someone made first (409) reloads it and says so.
 */
export function WfFormScreen() {
  const { t } = useTranslation('wf');
  const [search] = useSearchParams();
  const id = idFromSearch(search);
  return (
    <WfPage>
      {id === null ? (
        <WfStatus error={new Error(t('instance.noId'))} />
      ) : (
        // A new id is a new application: nothing of the last one's dialog or notice stays.
        <InstanceScreen key={id} id={id} />
      )}
    </WfPage>
  );
}
