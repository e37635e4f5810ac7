import { describe, expect, it } from 'vitest';
import { findMessage, pickLanguage, translate } from './translate';

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
    expect(translate('en', 'auth:login.locked', { count: 3 })).toBe(
      'Too many failed sign-ins. Try again in 3 minutes.',
    );
    expect(translate('tw', 'auth:login.locked', { count: 3 })).toBe('登入失敗次數過多，請於 3 分鐘後再試。');
    expect(translate('jp', 'auth:no.such.key')).toBe('auth:no.such.key');
    expect(translate('en', 'nomodule:x')).toBe('nomodule:x');
  });
});

describe('translate with a count', () => {
  it('picks the English _one form for 1 and _other for 2', () => {
    expect(translate('en', 'notifications:sent', { count: 1 })).toBe('The notification was sent to 1 user.');
    expect(translate('en', 'notifications:sent', { count: 2 })).toBe('The notification was sent to 2 users.');
    expect(translate('en', 'auth:login.locked', { count: 1 })).toBe(
      'Too many failed sign-ins. Try again in 1 minute.',
    );
  });

  it.each([
    ['tw', '通知已發送給 1 位使用者。'],
    ['cn', '通知已发送给 1 位用户。'],
    ['jp', '1 人のユーザーに通知を送信しました。'],
  ] as const)('gives %s its single form (the plain key) for 1 and 2', (lang, one) => {
    expect(translate(lang, 'notifications:sent', { count: 1 })).toBe(one);
    expect(translate(lang, 'notifications:sent', { count: 2 })).toBe(one.replace('1', '2'));
  });

  it('uses the plain key of a message without plural forms', () => {
    expect(translate('en', 'validation:rules.minimum', { attribute: 'Age', limit: 1, count: 1 })).toBe(
      'The Age field must be at least 1.',
    );
  });

  it('reads `_other` where Chinese and Japanese name their one form so, and falls back by English rules', () => {
    const jp = { problems_other: '{{count}} 件の問題' };
    const en = { problems_one: '{{count}} problem', problems_other: '{{count}} problems' };
    expect(findMessage(jp, 'jp', 'problems', 1)).toBe('{{count}} 件の問題');
    expect(findMessage({ problems: '{{count}} 個問題' }, 'tw', 'problems', 1)).toBe('{{count}} 個問題');
    expect(findMessage(en, 'en', 'problems', 1)).toBe('{{count}} problem');
    expect(findMessage(en, 'en', 'problems', 0)).toBe('{{count}} problems');
    expect(findMessage(en, 'en', 'problems', undefined)).toBeUndefined();
  });
});
