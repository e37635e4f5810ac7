import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/initTestI18n';
import { changeLanguage } from '../i18n/i18n';
import { getLanguage } from '../i18n/languageStore';
import { LanguageCacheSync } from './LanguageCacheSync';

beforeAll(async () => {
  await initTestI18n('en');
});

/** Answers as the server does: a reference label in the caller's language at the time of the call. */
const labels: Record<string, string> = { en: 'Sick leave', jp: '病気休暇', tw: '病假', cn: '病假' };
function Label() {
  const { data } = useSWR('/api/cm/thing/1', async () => labels[getLanguage()]);
  return <p>{data ?? '…'}</p>;
}

describe('LanguageCacheSync', () => {
  it('refetches what is on screen when the language changes, so server-written labels follow', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LanguageCacheSync />
        <Label />
      </SWRConfig>,
    );
    expect(await screen.findByText('Sick leave')).not.toBeNull();
    await changeLanguage('jp', false);
    await waitFor(() => expect(screen.getByText('病気休暇')).not.toBeNull());
    await changeLanguage('en', false);
    await waitFor(() => expect(screen.getByText('Sick leave')).not.toBeNull());
  });
});
