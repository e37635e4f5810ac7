import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/widgets/Button';
import { SelectField } from '../../../src/widgets/SelectField';
import { type MembershipValue, newMembership, type UserFormErrors } from './userForm';
import type { DepartmentOption, NamedOption } from './useUserFormOptions';

export interface DepartmentRowsProps {
  rows: MembershipValue[];
  onChange: (rows: MembershipValue[]) => void;
  departments: DepartmentOption[];
  positions: NamedOption[];
  errors: UserFormErrors;
  disabled: boolean;
}

/**
 * The user's departments, one row each: the department, the job position held there and
 * whether it is the primary one (a radio group, so exactly one is). Native selects and
 * radios: every control is labelled with its row number and works from the keyboard.
 */
export function DepartmentRows({
  rows,
  onChange,
  departments,
  positions,
  errors,
  disabled,
}: DepartmentRowsProps) {
  const { t } = useTranslation('sc');
  const update = (index: number, change: Partial<MembershipValue>) =>
    onChange(
      rows.map((row, i) => {
        if (i === index) return { ...row, ...change };
        // Choosing another primary row clears the old one.
        return change.is_primary ? { ...row, is_primary: false } : row;
      }),
    );
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    if (next.length > 0 && !next.some((row) => row.is_primary)) next[0] = { ...next[0]!, is_primary: true };
    onChange(next);
  };
  const chosenElsewhere = (index: number) =>
    new Set(rows.filter((_, i) => i !== index).map((row) => row.department_id));

  return (
    <fieldset
      className="user-form__departments"
      aria-describedby={errors.departments ? 'user-departments-error' : undefined}
    >
      <legend>
        {t('users.labels.departments')}
        <span className="atrium-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {rows.map((row, index) => {
        const taken = chosenElsewhere(index);
        const number = index + 1;
        return (
          <div key={row.key} className="user-form__department-row" data-testid="department-row">
            <SelectField<number>
              label={t('users.screen.departmentN', { index: number })}
              required
              error={errors[`departments.${index}.department_id`]}
              value={row.department_id}
              disabled={disabled}
              placeholder={t('users.screen.departmentPlaceholder')}
              onChange={(department_id) => update(index, { department_id })}
              onClear={() => update(index, { department_id: null })}
              options={departments
                .filter((d) => !taken.has(d.id))
                .map((d) => ({
                  value: d.id,
                  label: d.is_active ? d.name : t('users.screen.inactiveDepartment', { name: d.name }),
                  disabled: !d.is_active && d.id !== row.department_id,
                }))}
            />
            <SelectField<number>
              label={t('users.screen.jobPositionN', { index: number })}
              error={errors[`departments.${index}.job_position_id`]}
              value={row.job_position_id}
              disabled={disabled}
              placeholder={t('users.screen.positionPlaceholder')}
              onChange={(job_position_id) => update(index, { job_position_id })}
              onClear={() => update(index, { job_position_id: null })}
              options={positions.map((p) => ({ value: p.id, label: p.name }))}
            />
            <Radio
              className="user-form__primary"
              name="primary-department"
              checked={row.is_primary}
              disabled={disabled}
              onChange={() => update(index, { is_primary: true })}
              aria-label={t('users.screen.primaryN', { index: number })}
            >
              {t('users.screen.primary')}
            </Radio>
            {rows.length > 1 && (
              <Button
                size="small"
                disabled={disabled}
                onClick={() => remove(index)}
                aria-label={t('users.screen.removeDepartment', { index: number })}
              >
                ×
              </Button>
            )}
          </div>
        );
      })}
      {errors.departments && (
        <div id="user-departments-error" className="atrium-field__error">
          {errors.departments}
        </div>
      )}
      <Button
        size="small"
        disabled={disabled}
        onClick={() => onChange([...rows, newMembership(rows.length === 0)])}
      >
        {t('users.screen.addDepartment')}
      </Button>
    </fieldset>
  );
}
