import { ariaDescribedByIds } from '@rjsf/utils';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickKind, usePickList } from '../../../src/widgets/usePickList';
import type { WfWidgetProps } from './WfFormContext';

/** Options of a people or department list as numeric ids (`u7` → 7), for fields that store the id. */
export function useIdOptions(kind: Extract<PickKind, 'users' | 'departments'>) {
  const { options, loading } = usePickList(kind);
  const byId = useMemo(
    () => options.map((o) => ({ value: Number(o.value.slice(1)), label: o.label, search: o.search })),
    [options],
  );
  return { options: byId, loading };
}

function IdSelect({ kind, props }: { kind: 'users' | 'departments'; props: WfWidgetProps }) {
  const { t } = useTranslation(['wf', 'common']);
  const { id, value, required, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = props;
  const { options, loading } = useIdOptions(kind);
  return (
    <Select<number>
      id={id}
      value={typeof value === 'number' ? value : undefined}
      options={options}
      loading={loading}
      allowClear={!required}
      showSearch={{
        filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
      }}
      placeholder={t('wf:form.view.choose')}
      notFoundContent={loading ? t('common:loading') : t('common:noMatch')}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      status={(rawErrors?.length ?? 0) > 0 ? 'error' : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ width: '100%' }}
    />
  );
}

/** A person, from the cached GET /api/sc/user/all; stores the user id. */
export function UserWidget(props: WfWidgetProps) {
  return <IdSelect kind="users" props={props} />;
}

/** A department, from the cached GET /api/sc/department/all; stores the department id. */
export function DepartmentWidget(props: WfWidgetProps) {
  return <IdSelect kind="departments" props={props} />;
}
