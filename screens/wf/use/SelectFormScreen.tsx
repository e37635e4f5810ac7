import { Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWfFormat } from '../instance/useWfFormat';
import { WfStatus } from '../instance/WfStatus';
import { groupTemplates } from './groupTemplates';
import { useUsableTemplates } from './useUsableTemplates';
import './selectForm.css';

export interface SelectFormProps {
  /** Only templates of these kinds (a module's own forms: attendance's `leave`, ...). */
  kinds?: readonly string[];
  /** The heading and the line under it, when not the sign-off's own. */
  title?: string;
  intro?: string;
}

/**
 * `/wf/use/new/select-form`: the forms the caller may apply with, under their categories, with
 * a search over names, descriptions and categories. Each form is a link to its filling form.
 * A module shows its own forms with `kinds` (`/as/use/workflow`).
 */
export function SelectFormScreen({ kinds, title, intro }: SelectFormProps = {}) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const usable = useUsableTemplates();
  const categories = kinds
    ? usable.categories.map((c) => ({ ...c, templates: c.templates.filter((x) => kinds.includes(x.kind)) }))
    : usable.categories;
  const groups = groupTemplates(categories, (template) => format.text(template.name), search);
  return (
    <section className="shell-card wf-select-form" aria-labelledby="wf-select-title">
      <h1 id="wf-select-title">{title ?? t('routes.use.new.selectForm.title')}</h1>
      <p>{intro ?? t('use.select.intro')}</p>
      <div className="wf-select-form__search">
        <label htmlFor={searchId}>{t('use.select.search')}</label>
        <Input.Search
          id={searchId}
          value={search}
          allowClear
          maxLength={100}
          placeholder={t('use.select.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {usable.loading || (usable.error && usable.categories.length === 0) ? (
        <WfStatus error={usable.error} />
      ) : groups.length === 0 ? (
        <p className="wf-select-form__empty">
          {search.trim() ? t('use.select.noMatch') : t('use.select.none')}
        </p>
      ) : (
        groups.map((group) => (
          <section
            key={group.id ?? 'none'}
            className="wf-select-form__group"
            aria-label={group.name ?? t('use.select.uncategorised')}
          >
            <h2>{group.name ?? t('use.select.uncategorised')}</h2>
            <ul className="wf-select-form__templates">
              {group.templates.map((template) => (
                <li key={template.id}>
                  <Link className="wf-template-card" to={`/wf/use/new/filling-form?template=${template.id}`}>
                    <span className="wf-template-card__name">{format.text(template.name)}</span>
                    {template.description && (
                      <span className="wf-template-card__description">{template.description}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
