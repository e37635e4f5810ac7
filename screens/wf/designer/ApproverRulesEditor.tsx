import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApproverRule } from '../../../schemas/wf/flowDefinition';
import { SelectField } from '../../../src/widgets/SelectField';
import { MultiSelectInput, NumberInput } from './DesignerInputs';
import type { Directory, DirectoryEntry } from './useDirectory';

type RuleType = ApproverRule['type'];
const RULE_TYPES: readonly RuleType[] = ['users', 'departmentHead', 'position', 'group', 'applicantChoice'];

/** A rule of another kind, starting from what the directory offers first. */
function ruleOf(type: RuleType, directory: Directory): ApproverRule {
  switch (type) {
    case 'users':
      return { type, userIds: [] };
    case 'departmentHead':
      return { type, levelsUp: 0 };
    case 'position':
      return { type, jobPositionId: directory.jobPositions[0]?.value ?? 1 };
    case 'group':
      return { type, groupId: directory.groups[0]?.value ?? 1 };
    case 'applicantChoice':
      return { type };
  }
}

/** The entries with any id the rule names that the list lacks shown as "#7 (not found)". */
function withMissing(
  entries: readonly DirectoryEntry[],
  ids: readonly number[],
  missing: (id: number) => string,
) {
  const known = new Set(entries.map((e) => e.value));
  return [
    ...entries,
    ...ids
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: missing(id), search: String(id) })),
  ];
}

/**
 * A stage's approver rules, or its CC rules: each a kind (named users, department head N levels
 * up, holders of a job position in a department or up the applicant's chain, members of a group,
 * the applicant's choice) and its settings, with the error of its path
 * (`flow.steps.0.stage.approvers.1.userIds`).
 * @example <ApproverRulesEditor legend="Approvers" rules={stage.approvers} min={1} path="flow.steps.0.stage.approvers" … />
 */
export function ApproverRulesEditor({
  legend,
  hint,
  rules,
  min,
  allowApplicantChoice,
  path,
  errors,
  directory,
  onChange,
}: {
  legend: string;
  hint: string;
  rules: readonly ApproverRule[];
  min: number;
  allowApplicantChoice: boolean;
  path: string;
  errors: Readonly<Record<string, string[]>>;
  directory: Directory;
  onChange: (rules: ApproverRule[]) => void;
}) {
  const { t } = useTranslation('wf');
  const missing = (id: number) => t('designer.stage.unknown', { id });
  const replace = (i: number, rule: ApproverRule) => onChange(rules.map((r, j) => (j === i ? rule : r)));
  const types = RULE_TYPES.filter((type) => allowApplicantChoice || type !== 'applicantChoice');
  const firstError = (prefix: string) =>
    Object.entries(errors).find(([p]) => p === prefix || p.startsWith(`${prefix}.`))?.[1][0];
  return (
    <fieldset className="wf-designer__group">
      <legend>{legend}</legend>
      <p className="wf-designer__hint">{hint}</p>
      {errors[path]?.[0] && <div className="atrium-field__error">{errors[path]?.[0]}</div>}
      {rules.map((rule, i) => {
        const at = `${path}.${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their place is who they are
          <fieldset key={i} className="wf-designer__item">
            <legend>{t('designer.stage.rule', { n: i + 1 })}</legend>
            <SelectField<RuleType>
              label={t('designer.stage.ruleType')}
              value={rule.type}
              error={errors[at]?.[0] ?? errors[`${at}.type`]?.[0]}
              options={types.map((type) => ({ value: type, label: t(`designer.stage.rules.${type}`) }))}
              onChange={(type) => type !== rule.type && replace(i, ruleOf(type, directory))}
            />
            {rule.type === 'users' && (
              <MultiSelectInput
                label={t('designer.stage.users')}
                required
                placeholder={t('designer.stage.usersPlaceholder')}
                value={rule.userIds}
                options={withMissing(directory.users, rule.userIds, missing)}
                loading={directory.loading}
                error={firstError(`${at}.userIds`)}
                onChange={(userIds) => replace(i, { ...rule, userIds })}
              />
            )}
            {rule.type === 'departmentHead' && (
              <NumberInput
                label={t('designer.stage.levelsUp')}
                hint={t('designer.stage.levelsUpHint')}
                value={rule.levelsUp}
                min={0}
                max={10}
                required
                error={errors[`${at}.levelsUp`]?.[0]}
                onChange={(levelsUp) => replace(i, { ...rule, levelsUp: levelsUp ?? 0 })}
              />
            )}
            {rule.type === 'position' && (
              <>
                <SelectField<number>
                  label={t('designer.stage.jobPosition')}
                  required
                  value={rule.jobPositionId}
                  error={errors[`${at}.jobPositionId`]?.[0]}
                  options={withMissing(directory.jobPositions, [rule.jobPositionId], missing)}
                  onChange={(jobPositionId) => replace(i, { ...rule, jobPositionId })}
                />
                <SelectField<number>
                  label={t('designer.stage.department')}
                  value={rule.departmentId ?? 0}
                  error={errors[`${at}.departmentId`]?.[0]}
                  options={[
                    { value: 0, label: t('designer.stage.departmentChain') },
                    ...withMissing(
                      directory.departments,
                      rule.departmentId ? [rule.departmentId] : [],
                      missing,
                    ),
                  ]}
                  onChange={(departmentId) => {
                    const { departmentId: _old, ...rest } = rule;
                    replace(i, departmentId === 0 ? rest : { ...rest, departmentId });
                  }}
                />
              </>
            )}
            {rule.type === 'group' && (
              <SelectField<number>
                label={t('designer.stage.group')}
                required
                value={rule.groupId}
                error={errors[`${at}.groupId`]?.[0]}
                options={withMissing(directory.groups, [rule.groupId], missing)}
                onChange={(groupId) => replace(i, { ...rule, groupId })}
              />
            )}
            <Button disabled={rules.length <= min} onClick={() => onChange(rules.filter((_, j) => j !== i))}>
              {t('designer.stage.removeRule', { n: i + 1 })}
            </Button>
          </fieldset>
        );
      })}
      <Button
        disabled={rules.length >= 20}
        onClick={() =>
          onChange([...rules, ruleOf(allowApplicantChoice ? 'departmentHead' : 'users', directory)])
        }
      >
        {t('designer.stage.addRule')}
      </Button>
    </fieldset>
  );
}
