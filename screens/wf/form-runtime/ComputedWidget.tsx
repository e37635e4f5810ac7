import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../src/platform/i18n/useLanguage';
import { localeTag } from '../../../src/platform/i18n/languages';
import { formatAmount } from './formatWfFormValue';
import type { WfWidgetProps } from './WfFormContext';

/**
 * A computed field: the formula's live result (WfFormView works it out as the user types),
 * read-only text rather than a greyed-out input; the server works it out again on save.
 */
export function ComputedWidget({ id, value, options }: WfWidgetProps) {
  const { t } = useTranslation('wf');
  const [language] = useLanguage();
  const scale = typeof options.scale === 'number' ? options.scale : 2;
  const text =
    typeof value === 'string' && value !== '' ? formatAmount(value, scale, localeTag(language)) : '';
  return (
    <output id={id} className="wf-form__computed" aria-live="polite" title={t('form.view.computedHint')}>
      {text || t('form.view.empty')}
    </output>
  );
}
