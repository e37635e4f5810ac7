import { Button, Select, Switch } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnerSelect } from '../../../widgets/OwnerSelect';
import { useOwnerLists } from '../../../widgets/useOwnerLists';
import { ownerChoices } from '../form/widgets/OwnersWidget';
import {
  ACCESS_LEVEL_ORDER,
  type AccessEntry,
  type AccessLevel,
  type AccessListAnswer,
  keepInherited,
  withOwners,
} from './accessList';

interface AccessListEditorProps {
  answer: AccessListAnswer;
  saving: boolean;
  onSave: (list: { inherit: boolean; entries: AccessEntry[] }) => void;
}

/**
 * An access list's editor: whether the row inherits from the rows above it (those grants shown,
 * read-only, with the row they come from), its own grants (a level each, or removed), and new
 * ones (departments, groups and people picked together at one level). Breaking inheritance keeps
 * what was inherited as the row's own, so nobody loses access until the list is edited.
 * Read-only for whoever may not manage the row.
 */
export function AccessListEditor({ answer, saving, onSave }: AccessListEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [inherit, setInherit] = useState(answer.inherit);
  const [entries, setEntries] = useState<AccessEntry[]>(answer.entries);
  const [adding, setAdding] = useState<string[]>([]);
  const [addLevel, setAddLevel] = useState<AccessLevel>('read');
  const { lists, loading } = useOwnerLists(answer.can_manage);
  const choices = useMemo(() => ownerChoices(lists, [], t), [lists, t]);
  const names = useMemo(() => {
    const known = new Map(Object.entries(answer.names));
    for (const group of choices)
      for (const option of 'options' in group ? group.options : [group])
        if (!known.has(option.value)) known.set(option.value, option.label);
    return known;
  }, [answer.names, choices]);
  const nameOf = (owner: string) => names.get(owner) ?? t('entity:access.unknownOwner', { owner });
  const readOnly = !answer.can_manage;
  const levelOptions = ACCESS_LEVEL_ORDER.map((level) => ({
    value: level,
    label: t(`entity:access.levels.${level}`),
  }));

  return (
    <div className="access-list">
      <p className="access-list__intro">{t('entity:access.intro')}</p>
      <div className="access-list__inherit">
        <Switch
          id={`${id}-inherit`}
          checked={inherit}
          disabled={readOnly}
          onChange={(on) => {
            setInherit(on);
            if (!on) setEntries((own) => keepInherited(own, answer.inherited));
          }}
        />
        <label htmlFor={`${id}-inherit`}>{t('entity:access.inherit')}</label>
      </div>
      {inherit && (
        <section aria-labelledby={`${id}-inherited`}>
          <h2 id={`${id}-inherited`} className="access-list__heading">
            {t('entity:access.inherited')}
          </h2>
          {answer.inherited.length === 0 ? (
            <p>{t('entity:access.noneInherited')}</p>
          ) : (
            <ul className="access-list__entries">
              {answer.inherited.map((entry) => (
                <li key={`${entry.from.id}-${entry.owner}`} className="access-list__entry">
                  <span className="access-list__owner">{nameOf(entry.owner)}</span>
                  <span>{t(`entity:access.levels.${entry.level}`)}</span>
                  <span className="access-list__from">
                    {t('entity:access.from', { name: entry.from.label ?? `#${entry.from.id}` })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby={`${id}-own`}>
        <h2 id={`${id}-own`} className="access-list__heading">
          {t('entity:access.own')}
        </h2>
        {entries.length === 0 ? (
          <p>{t('entity:access.noneOwn')}</p>
        ) : (
          <ul className="access-list__entries">
            {entries.map((entry) => (
              <li key={entry.owner} className="access-list__entry">
                <span className="access-list__owner">{nameOf(entry.owner)}</span>
                <Select<AccessLevel>
                  aria-label={t('entity:access.levelOf', { name: nameOf(entry.owner) })}
                  value={entry.level}
                  disabled={readOnly}
                  options={levelOptions}
                  onChange={(level) =>
                    setEntries((list) => list.map((e) => (e.owner === entry.owner ? { ...e, level } : e)))
                  }
                />
                {!readOnly && (
                  <Button onClick={() => setEntries((list) => list.filter((e) => e.owner !== entry.owner))}>
                    {t('entity:access.remove', { name: nameOf(entry.owner) })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {!readOnly && (
        <section aria-labelledby={`${id}-add`} className="access-list__add">
          <h2 id={`${id}-add`} className="access-list__heading">
            {t('entity:access.add')}
          </h2>
          <label htmlFor={`${id}-owners`} className="access-list__label">
            {t('entity:access.who')}
          </label>
          <OwnerSelect
            id={`${id}-owners`}
            label={t('entity:access.who')}
            placeholder={t('entity:access.whoPlaceholder')}
            options={choices}
            value={adding}
            onChange={setAdding}
            loading={loading}
          />
          <label htmlFor={`${id}-level`} className="access-list__label">
            {t('entity:access.level')}
          </label>
          <Select<AccessLevel>
            id={`${id}-level`}
            value={addLevel}
            options={levelOptions}
            onChange={setAddLevel}
          />
          <Button
            disabled={adding.length === 0}
            onClick={() => {
              setEntries((list) => withOwners(list, adding, addLevel));
              setAdding([]);
            }}
          >
            {t('entity:access.addButton')}
          </Button>
        </section>
      )}
      {!readOnly && (
        <div className="access-list__actions">
          <Button type="primary" loading={saving} onClick={() => onSave({ inherit, entries })}>
            {t('common:action.save')}
          </Button>
        </div>
      )}
      {readOnly && <p role="note">{t('entity:access.readOnly')}</p>}
    </div>
  );
}
