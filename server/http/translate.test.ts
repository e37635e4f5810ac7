import { describe, expect, it } from 'vitest';
import { pickLanguage, translate } from './translate';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'tw'],
    ['', 'tw'],
    ['en', 'en'],
    ['jp', 'jp'],
    ['cn', 'cn'],
    ['zh-TW,zh;q=0.9', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['zh-CN', 'cn'],
    ['ja-JP,en;q=0.5', 'jp'],
    ['en-GB', 'en'],
    ['fr-FR', 'tw'],
    ['fr-FR, en;q=0.8', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('translate', () => {
  it('fills values and falls back to English, then to the key', () => {
    expect(translate('en', 'auth:login.locked', { minutes: 3 })).toBe(
      'Too many failed sign-ins. Try again in 3 minutes.',
    );
    expect(translate('tw', 'auth:login.locked', { minutes: 3 })).toBe(
      '登入失敗次數過多，請於 3 分鐘後再試。',
    );
    expect(translate('jp', 'auth:no.such.key')).toBe('auth:no.such.key');
    expect(translate('en', 'nomodule:x')).toBe('nomodule:x');
  });
});
