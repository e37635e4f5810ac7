import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './flattenRoutes';
import { localeText as text, testAppRoutes } from './testInputs';

const LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;

describe('route titles', () => {
  const keys = [
    ...new Set(flattenRoutes(testAppRoutes).flatMap((r) => (r.route.breadcrumb ? [r.route.breadcrumb] : []))),
  ];
  it('exist as text in all four languages', () => {
    const missing = LANGUAGES.flatMap((language) =>
      keys.filter((key) => text(language, key) === undefined).map((key) => `${language} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('are Traditional Chinese in tw, not English left untranslated', () => {
    const untranslated = keys.filter(
      (key) => text('tw', key) === text('en', key) && !/PDF|Teams/.test(String(text('en', key))),
    );
    expect(untranslated).toEqual([]);
  });
});
