import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TemplateDefinitionView } from '../../../schemas/wf/wfApi';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { ScreenStatus } from '../../../src/runtime/entity/common/ScreenStatus';
import { DesignerEditor } from './DesignerEditor';
import { loadDefinition, TEMPLATE_LIST } from './designerApi';
import './designer.css';

/**
 * `/wf/admin/manage-forms/edit?id={templateId}` (screen `wf.admin.manageForms.edit`): the form
 * designer of one sign-off template. Loads the template's current definition and hands it to the
 * editor; a reload (after someone else saved) starts the editor afresh on the newest version.
 */
export function DesignerScreen() {
  const { t } = useTranslation('wf');
  const [search] = useSearchParams();
  const idText = search.get('id') ?? '';
  const templateId = /^[1-9][0-9]{0,8}$/.test(idText) ? Number(idText) : null;
  // The leave question and the loading status speak the runtime's words.
  useNamespaces('entity');
  const [view, setView] = useState<TemplateDefinitionView | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Counts reloads, so a reload starts a fresh editor even when the version did not change.
  const [generation, setGeneration] = useState(0);
  const loading = useRef<AbortController | null>(null);

  const load = useCallback((id: number) => {
    loading.current?.abort();
    const abort = new AbortController();
    loading.current = abort;
    setView(null);
    setError(null);
    loadDefinition(id, abort.signal)
      .then(setView)
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure);
      });
  }, []);

  useEffect(() => {
    if (templateId !== null) load(templateId);
    return () => loading.current?.abort();
  }, [templateId, load]);

  const reload = useCallback(() => {
    if (templateId === null) return;
    setGeneration((g) => g + 1);
    load(templateId);
  }, [templateId, load]);

  if (templateId === null)
    return (
      <section className="shell-card wf-designer">
        <p role="alert">{t('designer.noTemplate')}</p>
        <Link to={TEMPLATE_LIST}>{t('designer.back')}</Link>
      </section>
    );
  if (!view) return <ScreenStatus error={error} />;
  return <DesignerEditor key={`${view.templateId}:${generation}`} view={view} onReload={reload} />;
}
