import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalisedText } from '../../../schemas/wf/localisedText';

/**
 * A message of the wf module in all four languages at once, for the texts a new field, choice,
 * column or stage starts with ("Money", "Stage 2"): the administrator sees them in every language
 * box and changes what they like. (The /lang answer carries all four languages.)
 * @example const texts = useLocalisedTexts(); texts('designer.flow.stageName', { n: 2 })
 */
export function useLocalisedTexts(): (
  key: string,
  values?: Record<string, string | number>,
) => LocalisedText {
  const { i18n } = useTranslation('wf');
  return useCallback(
    (key, values = {}) => {
      const say = (lang: string) => i18n.getFixedT(lang, 'wf')(key, values);
      return { tw: say('tw'), en: say('en'), cn: say('cn'), jp: say('jp') };
    },
    [i18n],
  );
}
