import type { i18n as I18n } from 'i18next';
import { pluralLocale } from '../../../schemas/core/pluralLocales';

/** The part of i18next's (untyped) plural resolver we wrap: every plural choice goes through it. */
interface PluralRuleSource {
  getRule(code: string, options?: { ordinal?: boolean }): unknown;
}

function isPluralRuleSource(value: unknown): value is PluralRuleSource {
  return (
    typeof value === 'object' && value !== null && typeof (value as PluralRuleSource).getRule === 'function'
  );
}

const wrapped = new WeakSet<object>();

/**
 * Makes an initialised i18next instance choose plural forms by the real locale of our
 * language codes (schemas/core/pluralLocales.ts): i18next builds Intl.PluralRules from the
 * code itself, so `jp` would get English rules and look for a `_one` form Japanese never has.
 * i18next has no option for this; its resolver's getRule is the one place every suffix
 * comes from, so that is what is wrapped.
 *
 * @example await i18n.init({...}); applyLocalePluralRules(i18n);
 */
export function applyLocalePluralRules(instance: I18n): void {
  const resolver: unknown = instance.services.pluralResolver;
  if (!isPluralRuleSource(resolver)) {
    // A future i18next that reworks its resolver must fail here, not pluralise by the wrong rules.
    throw new Error('i18next has no pluralResolver.getRule: plural rules cannot be set per language');
  }
  if (wrapped.has(resolver)) return;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(pluralLocale(code), options);
  wrapped.add(resolver);
}
