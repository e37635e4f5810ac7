import { Button } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { FORM_LANGUAGES, type FormLanguage, formLanguage } from '../../../schemas/wf/form/localise';
import { SelectField } from '../../../src/widgets/SelectField';
import { Spinner } from '../../../src/widgets/Spinner';
import { PreviewBoundary } from './PreviewBoundary';

// The form runtime (@rjsf) loads when the preview is first opened, not with the designer.
const WfFormView = lazy(() => import('../form-runtime/WfFormView').then((m) => ({ default: m.WfFormView })));

/**
 * The preview tab: the form as an applicant will fill it (the sign-off form runtime, in the
 * language chosen here; values typed are kept while the tab is open, never saved), and the
 * definition exactly as a save sends it. Mounted only while its tab shows.
 * @example <DesignerPreview form={form} flow={flow} />
 */
export function DesignerPreview({ form, flow }: { form: FormDefinition; flow: FlowDefinition }) {
  const { t, i18n } = useTranslation('wf');
  const jsonId = useId();
  const [language, setLanguage] = useState<FormLanguage>(() => formLanguage(i18n.language));
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [round, setRound] = useState(0);
  return (
    <section className="wf-designer__preview" aria-label={t('designer.tabs.preview')}>
      <p className="wf-designer__hint">{t('designer.preview.note')}</p>
      <div className="wf-designer__preview-tools">
        <SelectField<FormLanguage>
          label={t('designer.preview.language')}
          value={language}
          options={FORM_LANGUAGES.map((lang) => ({ value: lang, label: t(`common:language.${lang}`) }))}
          onChange={setLanguage}
        />
        <Button
          onClick={() => {
            setValues({});
            setRound((r) => r + 1);
          }}
        >
          {t('designer.preview.reset')}
        </Button>
      </div>
      <div className="wf-designer__preview-form">
        <PreviewBoundary key={round} fallback={<p role="alert">{t('designer.preview.broken')}</p>}>
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <WfFormView key={round} form={form} values={values} onChange={setValues} language={language} />
          </Suspense>
        </PreviewBoundary>
      </div>
      <details className="wf-designer__json-box">
        <summary id={jsonId}>{t('designer.preview.json')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (axe scrollable-region-focusable). */}
        <section className="wf-designer__json" aria-labelledby={jsonId} tabIndex={0}>
          <pre>{JSON.stringify({ form, flow }, null, 2)}</pre>
        </section>
      </details>
    </section>
  );
}
