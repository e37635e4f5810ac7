import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { initTestI18n } from '../../testing/initTestI18n';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { LanguageSwitcher } from '../../widgets/LanguageSwitcher';
import { changeLanguage, i18n } from './i18n';
import { getLanguage, LANGUAGE_STORAGE_KEY, reloadStoredLanguage } from './languageStore';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LOCALE_TAGS, localeTag } from './languages';
import { loadNamespaces } from './loadNamespaces';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

function Greeting() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('common:validation.requiredFields')}</p>
      <p>{t('common:confirm.delete')}</p>
    </>
  );
}

describe('i18n', () => {
  it('defaults to tw, falls back to en, and maps languages to locale tags (en-US by default)', () => {
    expect(DEFAULT_LANGUAGE).toBe('tw');
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(LOCALE_TAGS).toEqual({ tw: 'zh-TW', en: 'en-US', cn: 'zh-CN', jp: 'ja-JP' });
    expect(localeTag('xx')).toBe('en-US');
  });

  it('reads the language stored under `language`, tw when none', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'jp');
    reloadStoredLanguage();
    expect(getLanguage()).toBe('jp');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    reloadStoredLanguage();
    expect(getLanguage()).toBe('tw');
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    reloadStoredLanguage();
    expect(getLanguage()).toBe('tw');
  });

  it.each([
    ['en', 'Please check the required fields.', 'Are you sure you want to delete?'],
    ['tw', '請檢查必填欄位。', '確定要刪除嗎？'],
    ['cn', '请检查必填字段。', '确定要删除吗？'],
    ['jp', '必須項目を確認してください。', '削除してもよろしいですか？'],
  ] as const)('has the required-field and delete texts in %s', async (language, required, remove) => {
    render(<Greeting />);
    await act(() => changeLanguage(language, false));
    expect(screen.getByText(required)).not.toBeNull();
    expect(screen.getByText(remove)).not.toBeNull();
    await act(() => changeLanguage('en', false));
  });

  it('the language switcher changes the texts and stores the choice for the next visit', async () => {
    render(
      <>
        <LanguageSwitcher />
        <Greeting />
      </>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'jp');
    expect(screen.getByText('必須項目を確認してください。')).not.toBeNull();
    expect(window.localStorage.getItem('language')).toBe('jp');
    expect(document.documentElement.lang).toBe('ja-JP');
    reloadStoredLanguage();
    expect(getLanguage()).toBe('jp');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '言語' }), 'en');
    expect(screen.getByText('Please check the required fields.')).not.toBeNull();
  });

  it('loads a module’s messages in all four languages from /lang/json-data/{module}, once', async () => {
    const server = installFakeServer({
      'GET /lang/json-data/demo': {
        body: {
          tw: { hello: '你好' },
          en: { hello: 'Hello' },
          cn: { hello: '你好呀' },
          jp: { hello: 'こんにちは' },
        },
      },
    });
    await loadNamespaces(['demo']);
    await loadNamespaces(['demo']);
    expect(server.requests).toHaveLength(1);
    expect(i18n.getFixedT('jp')('demo:hello')).toBe('こんにちは');
    expect(i18n.getFixedT('en')('demo:hello')).toBe('Hello');
  });

  it('falls back to en for a message missing in the current language', async () => {
    installFakeServer({
      'GET /lang/json-data/partial': { body: { en: { only: 'English only' }, tw: {}, cn: {}, jp: {} } },
    });
    await loadNamespaces(['partial']);
    expect(i18n.getFixedT('tw')('partial:only')).toBe('English only');
  });

  it('tries again after a failed load', async () => {
    installFakeServer({ 'GET /lang/json-data/flaky': { status: 500 } });
    await expect(loadNamespaces(['flaky'])).rejects.toThrow();
    installFakeServer({ 'GET /lang/json-data/flaky': { body: { en: { ok: 'Loaded' } } } });
    await loadNamespaces(['flaky']);
    expect(i18n.getFixedT('en')('flaky:ok')).toBe('Loaded');
  });
});
