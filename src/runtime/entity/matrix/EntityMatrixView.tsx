import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { wallClockOf } from '../../../../schemas/core/zonedTime';
import { useAlert } from '../../../platform/alerts/useAlert';
import { localeTag } from '../../../platform/i18n/languages';
import { Button } from '../../../widgets/Button';
import { rowColor } from '../calendar/calendarColor';
import { useCalendarRows } from '../calendar/useCalendarRows';
import { ScreenStatus } from '../common/ScreenStatus';
import { entityApi } from '../data/entityApi';
import type { EntityRow } from '../data/EntityRow';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { useEntityRights } from '../data/useEntityRights';
import { useReferenceOptions } from '../data/useReferenceOptions';
import { entityTitle, fieldOf, optionLabel } from '../format/fieldLabels';
import { usePageTitle } from '../routing/usePageTitle';
import type { DescriptorMap } from '../useEntityDescriptors';
import { cellKey, cellsOf, cellWrite, EMPTY_VALUE, monthDays, shiftMonth } from './matrixGrid';
import './entityMatrix.css';

const NO_FILTERS = { view: 'month', date: undefined, search: '', filters: {} } as const;

/**
 * An entity's grid (`entity.matrix`): one line per record of the row reference (filtered by
 * name), one column per day of the month, and in each cell the record's value for that line
 * and day, chosen in place with a native select (keyboard and screen readers as everywhere):
 * a choice creates, changes or removes the record through the entity's own API, so its rights,
 * scope, checks and rules (an attendance day recomputed) apply as on the list.
 */
export function EntityMatrixView({
  descriptor,
  referenced,
}: {
  descriptor: EntityDescriptor;
  referenced: DescriptorMap;
}) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const refresh = useEntityCacheRefresh();
  const captionId = useId();
  const matrix = descriptor.matrix!;
  const day = descriptor.calendar!.start;
  const title = usePageTitle(entityTitle(t, descriptor));
  const rights = useEntityRights(descriptor);
  const locale = localeTag(i18n.language);
  // The month is in the address (`?month=2026-11`): a link or a reload shows the same month.
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  const setMonth = (next: string) => setParams({ month: next }, { replace: true });
  const [name, setName] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const days = useMemo(() => monthDays(month), [month]);
  const span = useMemo(() => ({ start: days[0]!, end: `${shiftMonth(month, 1)}-01` }), [days, month]);
  const records = useCalendarRows(descriptor, span, NO_FILTERS);
  const rowField = fieldOf(descriptor, matrix.row);
  const valueField = fieldOf(descriptor, matrix.value);
  const people = useReferenceOptions(rowField?.reference ? referenced[rowField.reference] : undefined);
  const values = useReferenceOptions(valueField?.reference ? referenced[valueField.reference] : undefined);
  const cells = useMemo(
    () => cellsOf(records.answer?.data ?? [], matrix.row, day),
    [records.answer, matrix.row, day],
  );
  const today = wallClockOf(Date.now(), records.answer?.meta.time_zone ?? 'UTC').slice(0, 10);

  const numeric = valueField?.type === 'reference';
  const choices = numeric
    ? values.options.map((o) => ({ value: String(o.value), label: o.label }))
    : (valueField?.options ?? []).map((o) => ({
        value: o,
        label: optionLabel(t, descriptor, matrix.value, o),
      }));
  const labelOf = (record: EntityRow | undefined) => {
    if (!record) return '';
    const value = record[matrix.value];
    if (value === null || value === undefined) return matrix.empty ? t(matrix.empty) : '—';
    return choices.find((c) => c.value === String(value))?.label ?? String(value);
  };
  /** The value's own colour (a shift's), else the calendar's colour for it. */
  const colourOf = (record: EntityRow | undefined) => {
    const value = record?.[matrix.value];
    if (!record || value === null || value === undefined) return undefined;
    const own = values.rows.find((r) => r.id === value)?.color;
    return typeof own === 'string' && /^#[0-9a-fA-F]{6}$/.test(own) ? own : rowColor(descriptor, record);
  };

  const choose = async (person: number, date: string, event: ChangeEvent<HTMLSelectElement>) => {
    const record = cells.get(cellKey(person, date));
    const write = cellWrite(record, event.target.value, numeric, matrix.value);
    if (write.kind === 'none') return;
    const api = entityApi(descriptor);
    setSaving(cellKey(person, date));
    try {
      if (write.kind === 'create')
        await api.create({ [matrix.row]: person, [day]: date, [matrix.value]: write.value });
      else if (write.kind === 'update' && record)
        await api.update(record.id, { [matrix.value]: write.value }, record.version);
      else if (write.kind === 'delete' && record) await api.remove(record.id);
      refresh(descriptor);
    } catch (error) {
      alert.error(error);
    } finally {
      await records.reload();
      setSaving(null);
    }
  };

  if (records.error || people.error) return <ScreenStatus error={records.error ?? people.error} />;
  const shown = people.options.filter((p) => p.label.toLowerCase().includes(name.trim().toLowerCase()));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const caption = monthName.format(new Date(`${days[0]}T00:00:00Z`));
  const mayChange = (record: EntityRow | undefined) =>
    record ? Boolean(record.allowedActions?.includes('edit')) : rights.create;

  return (
    <section className="shell-card entity-matrix" aria-labelledby={captionId}>
      <h1>{title}</h1>
      <div className="entity-matrix__bar">
        <Button onClick={() => setMonth(shiftMonth(month, -1))} aria-label={t('entity:matrix.previous')}>
          ‹
        </Button>
        <strong id={captionId} aria-live="polite">
          {caption}
        </strong>
        <Button onClick={() => setMonth(shiftMonth(month, 1))} aria-label={t('entity:matrix.next')}>
          ›
        </Button>
        <Button onClick={() => setMonth(today.slice(0, 7))}>{t('entity:matrix.thisMonth')}</Button>
        <input
          className="entity-matrix__search"
          type="search"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('entity:matrix.findRow')}
          aria-label={t('entity:matrix.findRow')}
        />
      </div>
      {records.answer?.meta.capped && (
        <p role="alert">{t('entity:matrix.capped', { count: records.answer.meta.limit })}</p>
      )}
      <div className="entity-matrix__scroll" aria-busy={records.refreshing}>
        <table className="entity-matrix__table">
          <caption className="entity-matrix__caption">{`${title} ${caption}`}</caption>
          <thead>
            <tr>
              <th scope="col">{rowField ? t(rowField.title) : ''}</th>
              {days.map((date) => {
                const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
                return (
                  <th
                    key={date}
                    scope="col"
                    className={`${weekend ? 'is-weekend' : ''} ${date === today ? 'is-today' : ''}`}
                  >
                    <span>{Number(date.slice(8))}</span>
                    <small>{weekday.format(new Date(`${date}T00:00:00Z`))}</small>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((person) => (
              <tr key={person.value}>
                <th scope="row">{person.label}</th>
                {days.map((date) => {
                  const key = cellKey(person.value, date);
                  const record = cells.get(key);
                  const colour = colourOf(record);
                  const label = labelOf(record);
                  return (
                    <td key={date} style={colour ? { boxShadow: `inset 0 -3px 0 ${colour}` } : undefined}>
                      {mayChange(record) ? (
                        <select
                          aria-label={`${person.label} ${date}`}
                          title={label}
                          value={
                            record
                              ? record[matrix.value] === null
                                ? EMPTY_VALUE
                                : String(record[matrix.value])
                              : ''
                          }
                          disabled={saving === key}
                          onChange={(event) => void choose(person.value, date, event)}
                        >
                          <option value="">{t('entity:matrix.none')}</option>
                          {matrix.empty && <option value={EMPTY_VALUE}>{t(matrix.empty)}</option>}
                          {choices.map((c) => (
                            <option key={c.value} value={c.value}>
                              {c.label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <span title={label}>{label}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
