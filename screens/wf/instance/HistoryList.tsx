import { useTranslation } from 'react-i18next';
import type { HistoryEntry, StageView } from '../../../schemas/wf/wfApi';
import { FileLink } from './FileLink';
import { useWfFormat } from './useWfFormat';

/** Who did it, with the person they acted for when it was a delegate or a hand-over. */
export function actorText(
  entry: Pick<HistoryEntry, 'actor' | 'onBehalfOf'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const actor = entry.actor?.name ?? t('instance.history.system');
  return entry.onBehalfOf ? t('instance.timeline.actedFor', { actor, person: entry.onBehalfOf.name }) : actor;
}

/** Every step of the application, oldest first: time, who (for whom), what, at which stage, comment, files. */
export function HistoryList({
  instanceId,
  history,
  stages,
}: {
  instanceId: number;
  history: HistoryEntry[];
  stages: StageView[];
}) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const stageName = (key: string | undefined) => {
    const stage = stages.find((candidate) => candidate.key === key);
    return stage ? format.text(stage.name) : '';
  };
  if (history.length === 0) return <p className="wf-history__empty">{t('instance.history.empty')}</p>;
  return (
    <ol className="wf-history">
      {history.map((entry) => (
        <li key={entry.id} className="wf-history__entry" data-action={entry.action}>
          <time dateTime={entry.at} className="wf-history__at">
            {format.instant(entry.at)}
          </time>
          <span className="wf-history__what">
            <strong>{actorText(entry, t)}</strong> {t(`instance.history.actions.${entry.action}`)}
            {entry.stageKey && stageName(entry.stageKey) && (
              <span className="wf-history__stage"> · {stageName(entry.stageKey)}</span>
            )}
          </span>
          {entry.comment && <q className="wf-history__comment">{entry.comment}</q>}
          {entry.files && entry.files.length > 0 && (
            <ul className="wf-history__files">
              {entry.files.map((file) => (
                <li key={file.id}>
                  <FileLink instanceId={instanceId} file={file} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
