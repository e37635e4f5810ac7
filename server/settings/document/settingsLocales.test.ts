import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeCatalogue, translate } from '../../http/translate';
import { loadSettingsDescriptors } from './loadSettingsDescriptors';

/** Every string value under `node`, as dotted keys. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

/** Every translation key a settings descriptor holds (titles, hints, sections, groups). */
function descriptorKeys(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-zA-Z0-9]*:[A-Za-z0-9_.-]+$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(descriptorKeys);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(descriptorKeys);
  return [];
}

describe('settings documents in four languages', () => {
  it('has every text of every settings descriptor in tw, en, cn and jp', () => {
    const missing: string[] = [];
    for (const d of loadSettingsDescriptors())
      for (const key of descriptorKeys({ ...d, $schema: undefined, permission: undefined }))
        for (const lang of LANGUAGES)
          if (translate(lang, key) === key) missing.push(`${d.id} ${lang} ${key}`);
    expect(missing).toEqual([]);
  });

  it('has the runtime’s own messages (entity:settingsDocument) in every language', () => {
    const entity = localeCatalogue().get('entity')!;
    const keys = (lang: (typeof LANGUAGES)[number]) =>
      keysOf(entity[lang].settingsDocument)
        // Plural forms differ by language (en has _one and _other, the others one form).
        .map((k) => k.replace(/_(one|other)$/, ''))
        .filter((k, i, all) => all.indexOf(k) === i)
        .sort();
    for (const lang of LANGUAGES) expect(keys(lang)).toEqual(keys('en'));
  });
});
