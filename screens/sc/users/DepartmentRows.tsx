import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/widgets/Button';
import { FieldFrame } from '../../../src/widgets/FieldFrame';
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
            <FieldFrame
              label={t('users.screen.departmentN', { index: number })}
              required
              error={errors[`departments.${index}.department_id`]}
            >
              {(control) => (
                <select
                  {...control}
                  value={row.department_id ?? ''}
                  disabled={disabled}
                  onChange={(event) =>
                    update(index, {
                      department_id: event.target.value === '' ? null : Number(event.target.value),
                    })
                  }
                >
                  <option value="">{t('users.screen.departmentPlaceholder')}</option>
                  {departments
                    .filter((d) => !taken.has(d.id))
                    .map((d) => (
                      <option key={d.id} value={d.id} disabled={!d.is_active && d.id !== row.department_id}>
                        {d.is_active ? d.name : t('users.screen.inactiveDepartment', { name: d.name })}
                      </option>
                    ))}
                </select>
              )}
            </FieldFrame>
            <FieldFrame
              label={t('users.screen.jobPositionN', { index: number })}
              error={errors[`departments.${index}.job_position_id`]}
            >
              {(control) => (
                <select
                  {...control}
                  value={row.job_position_id ?? ''}
                  disabled={disabled}
                  onChange={(event) =>
                    update(index, {
                      job_position_id: event.target.value === '' ? null : Number(event.target.value),
                    })
                  }
                >
                  <option value="">{t('users.screen.positionPlaceholder')}</option>
                  {positions.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <label className="user-form__primary">
              <input
                type="radio"
                name="primary-department"
                checked={row.is_primary}
                disabled={disabled}
                onChange={() => update(index, { is_primary: true })}
                aria-label={t('users.screen.primaryN', { index: number })}
              />
              {t('users.screen.primary')}
            </label>
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
