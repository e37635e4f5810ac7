import { Radio, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickRowLabel } from '../../../src/runtime/entity/data/pickRowLabel';
import { Button } from '../../../src/widgets/Button';

/** One department of the user being edited, with its job position. */
export interface Membership {
  department_id: number | null;
  is_primary: boolean;
  job_position_id: number | null;
}

export interface MembershipTableProps {
  rows: Membership[];
  departments: ReadonlyArray<{ value: number; label: string }>;
  /** Job positions' pick list: whole rows for their viewer, else `{id, label}`. */
  positions: ReadonlyArray<{ id: number; name?: string; label?: string }>;
  errors: Record<string, string>;
  /** Prefix of the error ids, unique on the page. */
  idPrefix: string;
  onUpdate: (index: number, change: Partial<Membership>) => void;
  onRemove: (index: number) => void;
}

interface Row extends Membership {
  index: number;
}

const matches = (input: string, label: unknown) =>
  String(label ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

/** A cell's error under its control, linked to it by id. */
function CellError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <div id={id} className="atrium-field__error">
      {message}
    </div>
  ) : null;
}

/**
 * The rows of `/sc/user-departments` as antd's table of antd controls: a searchable
 * department, the primary mark and the job position per row. Controls are named by row
 * number, as on the user form: a new row has no department name yet, and every row's
 * controls would otherwise share one name.
 * @example <MembershipTable rows={rows} departments={options} positions={positions} errors={{}} idPrefix={id} onUpdate={update} onRemove={remove} />
 */
export function MembershipTable({
  rows,
  departments,
  positions,
  errors,
  idPrefix,
  onUpdate,
  onRemove,
}: MembershipTableProps) {
  const { t } = useTranslation('sc');
  const { t: tCommon, i18n } = useTranslation();
  const columns: TableColumnsType<Row> = [
    {
      key: 'department',
      title: t('organisation.memberEdit.department'),
      fixed: 'left',
      render: (_, row) => {
        const error = errors[`memberships.${row.index}.department_id`];
        const errorId = `${idPrefix}-department-${row.index}-error`;
        return (
          <>
            <Select<number>
              aria-label={t('users.screen.departmentN', { index: row.index + 1 })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              status={error ? 'error' : undefined}
              value={row.department_id ?? undefined}
              options={departments.map((option) => ({ ...option }))}
              showSearch={{ filterOption: (input, option) => matches(input, option?.label) }}
              notFoundContent={tCommon('common:noMatch')}
              allowClear
              onChange={(value) => onUpdate(row.index, { department_id: value ?? null })}
              className="org-members__select"
            />
            <CellError id={errorId} message={error} />
          </>
        );
      },
    },
    {
      key: 'primary',
      title: t('organisation.memberEdit.primary'),
      align: 'center',
      render: (_, row) => (
        <Radio
          name="primary"
          aria-label={t('users.screen.primaryN', { index: row.index + 1 })}
          checked={row.is_primary}
          onChange={() => onUpdate(row.index, { is_primary: true })}
        />
      ),
    },
    {
      key: 'position',
      title: t('organisation.memberEdit.position'),
      render: (_, row) => {
        const error = errors[`memberships.${row.index}.job_position_id`];
        const errorId = `${idPrefix}-position-${row.index}-error`;
        return (
          <>
            <Select<number>
              aria-label={t('users.screen.jobPositionN', { index: row.index + 1 })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              status={error ? 'error' : undefined}
              value={row.job_position_id ?? undefined}
              placeholder={t('organisation.memberEdit.noPosition')}
              options={positions.map((p) => ({
                value: p.id,
                label: pickRowLabel({ labelField: 'name' }, p, i18n.language),
              }))}
              allowClear
              onChange={(value) => onUpdate(row.index, { job_position_id: value ?? null })}
              className="org-members__select"
            />
            <CellError id={errorId} message={error} />
          </>
        );
      },
    },
    {
      key: 'remove',
      title: <span className="visually-hidden">{t('organisation.memberEdit.remove')}</span>,
      render: (_, row) => (
        <Button
          size="small"
          aria-label={t('users.screen.removeDepartment', { index: row.index + 1 })}
          onClick={() => onRemove(row.index)}
        >
          {t('organisation.memberEdit.remove')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Row>
      className="org-members"
      rowKey="index"
      size="middle"
      columns={columns}
      dataSource={rows.map((row, index) => ({ ...row, index }))}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('organisation.memberEdit.none') }}
    />
  );
}
