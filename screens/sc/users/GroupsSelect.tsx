import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedOption } from './useUserFormOptions';

export interface GroupsSelectProps {
  groups: NamedOption[];
  value: number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
  disabled: boolean;
}

/** The groups the user is a direct member of: a labelled, searchable multiple choice. */
export function GroupsSelect({ groups, value, onChange, error, disabled }: GroupsSelectProps) {
  const { t } = useTranslation('sc');
  const id = useId();
  const label = t('users.labels.groups');
  return (
    <div className="atrium-field">
      <label htmlFor={id} className="atrium-field__label">
        {label}
      </label>
      <Select<number[]>
        id={id}
        mode="multiple"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        status={error ? 'error' : undefined}
        placeholder={t('users.screen.groupsPlaceholder')}
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={groups.map((g) => ({ value: g.id, label: g.name }))}
        notFoundContent={t('common:noMatch')}
        showSearch={{
          filterOption: (input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        allowClear
        style={{ width: '100%' }}
      />
      {error && (
        <div id={`${id}-error`} className="atrium-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
