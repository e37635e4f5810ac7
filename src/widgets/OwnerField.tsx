import { FieldFrame } from './FieldFrame';
import { OwnerSelect } from './OwnerSelect';
import { type PickKind, usePickList } from './usePickList';

export interface OwnerFieldProps {
  /** Which owners it offers: departments (`d{id}`), groups (`g{id}`) or users (`u{id}`). */
  kind: PickKind;
  /** The visible label, also the picker's accessible name. */
  label: string;
  placeholder: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown under the picker and linked to it. */
  error?: string | undefined;
  /** References not offered, e.g. the group being edited (a group cannot hold itself). */
  exclude?: readonly string[] | undefined;
  /**
   * Ids of texts outside the field that also describe the picker, e.g. an error about all
   * the pickers of a form at once; `invalid` marks the picker invalid for such an error.
   */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}

/**
 * A labelled owner picker of one kind that loads its own choices: searchable by name
 * (and code or account), keyboard-driven as any antd select, its label and error linked
 * to it for screen readers.
 * @example <OwnerField kind="groups" label={t('send.groups')} placeholder={t('send.groupsPlaceholder')} value={groups} onChange={setGroups} />
 */
export function OwnerField({
  kind,
  label,
  placeholder,
  value,
  onChange,
  error,
  exclude,
  describedBy,
  invalid,
}: OwnerFieldProps) {
  const { options, loading } = usePickList(kind);
  const offered = exclude?.length ? options.filter((option) => !exclude.includes(option.value)) : options;
  return (
    <FieldFrame label={label} error={error}>
      {(frame) => (
        <OwnerSelect
          id={frame.id}
          label={label}
          placeholder={placeholder}
          options={offered}
          value={value}
          onChange={onChange}
          loading={loading}
          invalid={frame['aria-invalid'] ?? invalid}
          describedBy={[frame['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
        />
      )}
    </FieldFrame>
  );
}
