import { Button, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { flowStages } from '../../../schemas/wf/flowProblems';
import { formLanguage, localise } from '../../../schemas/wf/form/localise';
import type { TemplateDefinitionView } from '../../../schemas/wf/wfApi';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { isApiError } from '../../../src/platform/api/ApiError';
import { LeaveDialog } from '../../../src/runtime/entity/common/LeaveDialog';
import { useLeaveGuard } from '../../../src/runtime/entity/common/useLeaveGuard';
import { useFormShortcuts } from '../../../src/runtime/entity/form/useFormShortcuts';
import { DesignerPreview } from './DesignerPreview';
import { saveDefinition, TEMPLATE_LIST } from './designerApi';
import { designerReducer, initialDesignerState } from './designerReducer';
import { FlowPalette, FlowSteps } from './FlowSteps';
import { FormDesigner } from './FormDesigner';
import { IssueList, type IssueTarget } from './IssueList';
import { liveProblems, mergeErrors } from './liveProblems';
import { StageProperties } from './StageProperties';
import { useDirectory } from './useDirectory';

type Tab = 'form' | 'flow' | 'preview';

/** The 422 `errors` of an answer, as the reducer keeps them. */
function errorsOf(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || error.status !== 422) return {};
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).map(([path, list]) => [
      path,
      Array.isArray(list) ? list.map(String) : [String(list)],
    ]),
  );
}

/**
 * The designer itself: tabs Form (field types | the form | the selected field's properties), Flow
 * (add | the steps | the selected stage's properties) and Preview; on a phone the panes stack.
 * Save (the button, or Ctrl/Cmd+S) sends the definition with the version it started from: the
 * server's 422 shows next to each field and stage it names and in the list of things to fix, a
 * 409 says someone else saved and offers a reload. Leaving with unsaved changes asks first.
 * @example <DesignerEditor view={definition} onReload={reload} />
 */
export function DesignerEditor({ view, onReload }: { view: TemplateDefinitionView; onReload: () => void }) {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const navigate = useNavigate();
  const alert = useAlert();
  const [state, dispatch] = useReducer(designerReducer, view, initialDesignerState);
  const [tab, setTab] = useState<Tab>('form');
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const directory = useDirectory(true);
  const { blocker, setDirty } = useLeaveGuard();
  const root = useRef<HTMLElement>(null);

  useEffect(() => setDirty(state.dirty), [state.dirty, setDirty]);

  const errors = useMemo(
    () => mergeErrors(state.errors, liveProblems(state.form, state.flow, t, lang)),
    [state.errors, state.form, state.flow, t, lang],
  );
  const stageCount = flowStages(state.flow).length;
  const name = localise(state.name, lang);

  const save = useCallback(async () => {
    if (saving) return;
    setSaving(true);
    const sent = { form: state.form, flow: state.flow };
    try {
      const saved = await saveDefinition(state.templateId, { ...sent, baseVersionId: state.baseVersionId });
      dispatch({ type: 'saved', view: saved, sent });
      setConflict(null);
      alert.success(t('designer.saved', { version: saved.versionNo }));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) {
        dispatch({ type: 'refused', errors: errorsOf(failure) });
        alert.danger(t('designer.refused'));
      } else if (isApiError(failure) && failure.status === 409) setConflict(t('designer.conflict'));
      else alert.error(failure);
    } finally {
      setSaving(false);
    }
  }, [saving, state.form, state.flow, state.templateId, state.baseVersionId, alert, t]);

  const back = useCallback(() => navigate(TEMPLATE_LIST), [navigate]);
  const keys = useFormShortcuts(root, () => void save(), back);

  const show = (target: IssueTarget) => {
    setTab(target.tab);
    if (target.tab === 'form' && target.field !== undefined)
      dispatch({ type: 'selectField', index: target.field });
    if (target.tab === 'flow' && target.stage) dispatch({ type: 'selectStage', at: target.stage });
  };

  return (
    <section
      ref={root}
      className="shell-card wf-designer"
      aria-labelledby="wf-designer-title"
      onKeyDownCapture={keys.onKeyDownCapture}
      onKeyDown={keys.onKeyDown}
    >
      <header className="wf-designer__head">
        <div>
          <h1 id="wf-designer-title">{t('designer.title', { name })}</h1>
          <p className="wf-designer__status" aria-live="polite">
            {state.baseVersionId === null
              ? t('designer.notSaved')
              : t('designer.version', { version: state.versionNo })}
            {state.dirty && ` · ${t('designer.unsaved')}`}
          </p>
          {state.usedBy > 0 && (
            <p className="wf-designer__hint">{t('designer.usedBy', { count: state.usedBy })}</p>
          )}
        </div>
        <div className="wf-designer__actions">
          <Link to={TEMPLATE_LIST}>{t('designer.back')}</Link>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {saving ? t('designer.saving') : t('designer.save')}
          </Button>
        </div>
      </header>
      {conflict && (
        <div role="alert" className="wf-designer__conflict">
          <span>{conflict}</span>
          <Button
            onClick={() => {
              setDirty(false);
              onReload();
            }}
          >
            {t('designer.reload')}
          </Button>
        </div>
      )}
      <IssueList errors={errors} form={state.form} flow={state.flow} onShow={show} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'form',
            label: t('designer.tabs.form'),
            children: (
              <FormDesigner
                form={state.form}
                selected={state.selectedField}
                errors={errors}
                directory={directory}
                dispatch={dispatch}
              />
            ),
          },
          {
            key: 'flow',
            label: t('designer.tabs.flow'),
            children: (
              <div className="wf-designer__panes">
                <FlowPalette stageCount={stageCount} dispatch={dispatch} />
                <FlowSteps
                  flow={state.flow}
                  selected={state.selectedStage}
                  stageCount={stageCount}
                  errors={errors}
                  dispatch={dispatch}
                />
                <StageProperties
                  flow={state.flow}
                  form={state.form}
                  at={state.selectedStage}
                  errors={errors}
                  directory={directory}
                  dispatch={dispatch}
                />
              </div>
            ),
          },
          {
            key: 'preview',
            label: t('designer.tabs.preview'),
            // Only while shown: the live form follows no edits made on the other tabs.
            children: tab === 'preview' ? <DesignerPreview form={state.form} flow={state.flow} /> : null,
          },
        ]}
      />
      <LeaveDialog blocker={blocker} />
    </section>
  );
}
