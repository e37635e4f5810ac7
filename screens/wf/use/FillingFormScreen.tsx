import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { useWfFormat } from '../instance/useWfFormat';
import { WfStatus } from '../instance/WfStatus';
import { ApplicationEditor } from './ApplicationEditor';
import { useApplicationSource } from './useApplicationSource';
import '../../../src/runtime/entity/form/entityForm.css';
import '../instance/wfInstance.css';
import './fillingForm.css';

/** What the address asks the screen to open. */
interface Entry {
  template: number | null;
  id: number | null;
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

const entryOf = (params: URLSearchParams): Entry => ({
  template: positive(params.get('template')),
  id: positive(params.get('id')),
});

/**
 * `/wf/use/new/filling-form?template=` (a new application) and `?id=` (a draft, or one returned
 * to its applicant): the form, its signers and files, who will sign, Save draft and Submit. Once
 * a new application is stored, the address carries its id too (a reload opens the draft).
 */
export function FillingFormScreen() {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  // The leave question's words (entity:leave.*).
  useNamespaces('entity');
  const [params, setParams] = useSearchParams();
  const [entry, setEntry] = useState(() => entryOf(params));
  // The address the editor wrote itself (after storing a draft): not a new entry to open.
  const own = useRef<string | null>(null);
  useEffect(() => {
    if (params.toString() !== own.current) setEntry(entryOf(params));
  }, [params]);
  const { source, error, notUsable } = useApplicationSource(entry.template, entry.id);
  const key = `${entry.template ?? ''}-${entry.id ?? ''}`;
  return (
    <section className="shell-card wf-fill-screen" aria-labelledby="wf-fill-title">
      <h1 id="wf-fill-title">
        {source?.templateName ? format.text(source.templateName) : t('routes.use.new.fillingForm.title')}
      </h1>
      {notUsable ? (
        <p role="alert">
          {t('use.fill.notUsable')} <Link to="/wf/use/new/select-form">{t('use.fill.chooseAnother')}</Link>
        </p>
      ) : !source ? (
        <WfStatus error={error} />
      ) : (
        <ApplicationEditor
          key={key}
          source={source}
          onStored={(id) => {
            const next = new URLSearchParams(params);
            next.set('id', String(id));
            own.current = next.toString();
            setParams(next, { replace: true });
          }}
        />
      )}
    </section>
  );
}
