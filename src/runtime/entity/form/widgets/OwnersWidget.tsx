import { ariaDescribedByIds } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../../platform/alerts/formatErrorMessages';
import { nextOwnerChoice, readOwnerList, writeOwnerList } from '../../../../widgets/ownerList';
import { type OwnerLists, ownerLabels } from '../../../../widgets/ownerLabels';
import {
  departmentOptions,
  groupOptions,
  type OwnerOption,
  type OwnerOptionGroup,
  userOptions,
} from '../../../../widgets/ownerOptions';
import { OwnerSelect } from '../../../../widgets/OwnerSelect';
import { useOwnerLists } from '../../../../widgets/useOwnerLists';
import type { EntityWidgetProps } from './EntityFormContext';

/** The words the field allows first, then departments, groups and people under their headings. */
export function ownerChoices(
  lists: OwnerLists,
  words: readonly string[],
  t: Translate,
): Array<OwnerOption | OwnerOptionGroup> {
  const choices: Array<OwnerOption | OwnerOptionGroup> = words.map((word) => {
    const label = t(`entity:owners.${word}`);
    return { value: word, label, search: `${word} ${label}`.toLowerCase() };
  });
  const groups: Array<[string, OwnerOption[]]> = [
    ['departments', departmentOptions(lists.departments, t('entity:owners.inactive'))],
    ['groups', groupOptions(lists.groups)],
    ['users', userOptions(lists.users)],
  ];
  for (const [key, options] of groups) {
    const heading = t(`entity:owners.${key}`);
    if (options.length > 0) choices.push({ label: heading, title: heading, options });
  }
  return choices;
}

/**
 * An owner list field (descriptor `widget: "owners"`): departments, groups and people
 * picked from a searchable list, plus the words the descriptor's `ownerTokens` allow
 * (`all`, `subject`), stored as the server reads it (`d3,g2,u7`, `all`). A chosen owner
 * the list no longer offers (an inactive person, a deleted department) stays chosen,
 * shown by name or as deleted, so the server can say what is wrong with it.
 */
export function OwnersWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  autofocus,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: EntityWidgetProps) {
  const { t } = useTranslation();
  const words = Array.isArray(options.ownerTokens) ? options.ownerTokens.map(String) : [];
  const wordsKey = words.join(',');
  const { lists, loading } = useOwnerLists(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: wordsKey stands for the allowed words.
  const choices = useMemo(() => ownerChoices(lists, words, t), [lists, wordsKey, t]);
  const labels = useMemo(
    () =>
      ownerLabels(lists, {
        all: t('entity:owners.all'),
        subject: t('entity:owners.subject'),
        inactive: t('entity:owners.inactive'),
      }),
    [lists, t],
  );
  const chosen = readOwnerList(value);
  const offered = new Set(
    choices.flatMap((choice) => ('options' in choice ? choice.options : [choice]).map((o) => o.value)),
  );
  const kept: OwnerOption[] = chosen
    .filter((token) => !offered.has(token))
    .map((token) => ({
      value: token,
      label: labels.get(token) ?? (loading ? token : t('entity:owners.gone', { ref: token })),
      search: token,
    }));
  return (
    <OwnerSelect
      id={id}
      label={label}
      placeholder={t('entity:owners.placeholder')}
      options={[...choices, ...kept]}
      value={chosen}
      onChange={(next) => {
        const tokens = nextOwnerChoice(chosen, next);
        onChange(tokens.length > 0 ? writeOwnerList(tokens) : undefined);
      }}
      loading={loading}
      invalid={(rawErrors?.length ?? 0) > 0}
      describedBy={ariaDescribedByIds(id)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
