import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';

/**
 * The preview tab: the definition exactly as a save would send it. (The live form, drawn by the
 * form runtime, joins it here.)
 * @example <DesignerPreview form={form} flow={flow} />
 */
export function DesignerPreview({ form, flow }: { form: FormDefinition; flow: FlowDefinition }) {
  const { t } = useTranslation('wf');
  const jsonId = useId();
  return (
    <section className="wf-designer__preview" aria-label={t('designer.tabs.preview')}>
      <p className="wf-designer__hint">{t('designer.preview.note')}</p>
      <h2 id={jsonId}>{t('designer.preview.json')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (axe scrollable-region-focusable). */}
      <section className="wf-designer__json" aria-labelledby={jsonId} tabIndex={0}>
        <pre>{JSON.stringify({ form, flow }, null, 2)}</pre>
      </section>
    </section>
  );
}
