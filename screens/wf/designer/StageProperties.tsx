import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FlowDefinition,
  MISSING_APPROVER_POLICIES,
  type MissingApproverPolicy,
  STAGE_MODES,
  type Stage,
  type StageMode,
} from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { SelectField } from '../../../src/widgets/SelectField';
import { ApproverRulesEditor } from './ApproverRulesEditor';
import { ConditionEditor } from './ConditionEditor';
import { NumberInput, TextInput } from './DesignerInputs';
import type { DesignerAction, Patch } from './designerReducer';
import { LocalisedTextInputs } from './LocalisedTextInputs';
import { type StageAt, stageAt, stagePath } from './stageAt';
import type { Directory } from './useDirectory';

/**
 * The properties of the selected stage: key, name in four languages, approver rules, mode (with
 * its N or percentage), the condition on the form's values that runs it, CC rules, deadline, and
 * what happens when its rules find nobody. Each control shows the error of its path.
 * @example <StageProperties flow={flow} form={form} at={{ step: 0 }} errors={errors} directory={directory} dispatch={dispatch} />
 */
export function StageProperties({
  flow,
  form,
  at,
  errors,
  directory,
  dispatch,
}: {
  flow: FlowDefinition;
  form: FormDefinition;
  at: StageAt | null;
  errors: Readonly<Record<string, string[]>>;
  directory: Directory;
  dispatch: (action: DesignerAction) => void;
}) {
  const { t } = useTranslation('wf');
  const titleId = useId();
  const stage = at ? stageAt(flow, at) : undefined;
  if (!at || !stage)
    return (
      <section className="wf-designer__pane wf-designer__properties" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('designer.stage.title')}</h2>
        <p className="wf-designer__empty">{t('designer.stage.none')}</p>
      </section>
    );
  const path = stagePath(at);
  const err = (name: string) => errors[`${path}.${name}`]?.[0];
  const update = (patch: Patch<Stage>) => dispatch({ type: 'updateStage', at, patch });

  return (
    <section className="wf-designer__pane wf-designer__properties" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('designer.stage.title')}</h2>
      <TextInput
        label={t('designer.stage.key')}
        hint={t('designer.stage.keyHint')}
        value={stage.key}
        required
        monospace
        maxLength={41}
        error={err('key')}
        onChange={(key) => update({ key })}
      />
      <LocalisedTextInputs
        legend={t('designer.stage.name')}
        value={stage.name}
        path={`${path}.name`}
        errors={errors}
        onChange={(name) => name && update({ name })}
      />
      <ApproverRulesEditor
        legend={t('designer.stage.approvers')}
        hint={t('designer.stage.approversHint')}
        rules={stage.approvers}
        min={1}
        allowApplicantChoice
        path={`${path}.approvers`}
        errors={errors}
        directory={directory}
        onChange={(approvers) => update({ approvers })}
      />
      <SelectField<StageMode>
        label={t('designer.stage.mode')}
        value={stage.mode}
        error={err('mode')}
        options={STAGE_MODES.map((mode) => ({ value: mode, label: t(`designer.stage.modes.${mode}`) }))}
        onChange={(mode) => update({ mode })}
      />
      {stage.mode === 'anyN' && (
        <NumberInput
          label={t('designer.stage.n')}
          value={stage.n}
          min={1}
          max={100}
          required
          error={err('n')}
          onChange={(n) => update({ n })}
        />
      )}
      {stage.mode === 'percent' && (
        <NumberInput
          label={t('designer.stage.percent')}
          value={stage.percent}
          min={1}
          max={100}
          required
          error={err('percent')}
          onChange={(percent) => update({ percent })}
        />
      )}
      <ConditionEditor
        label={t('designer.stage.condition')}
        condition={stage.condition}
        fields={form.fields}
        path={`${path}.condition`}
        errors={errors}
        directory={directory}
        onChange={(condition) => update({ condition })}
      />
      <ApproverRulesEditor
        legend={t('designer.stage.cc')}
        hint={t('designer.stage.ccHint')}
        rules={stage.cc ?? []}
        min={0}
        allowApplicantChoice={false}
        path={`${path}.cc`}
        errors={errors}
        directory={directory}
        onChange={(cc) => update({ cc: cc.length > 0 ? cc : undefined })}
      />
      <NumberInput
        label={t('designer.stage.deadlineHours')}
        hint={t('designer.stage.deadlineHint')}
        value={stage.deadlineHours}
        min={1}
        max={24 * 365}
        error={err('deadlineHours')}
        onChange={(deadlineHours) => update({ deadlineHours })}
      />
      <SelectField<MissingApproverPolicy>
        label={t('designer.stage.whenNoApprover')}
        value={stage.whenNoApprover}
        error={err('whenNoApprover')}
        options={MISSING_APPROVER_POLICIES.map((p) => ({
          value: p,
          label: t(`designer.stage.policies.${p}`),
        }))}
        onChange={(whenNoApprover) => update({ whenNoApprover })}
      />
      <Button danger onClick={() => dispatch({ type: 'removeStage', at })}>
        {t('designer.stage.remove')}
      </Button>
    </section>
  );
}
