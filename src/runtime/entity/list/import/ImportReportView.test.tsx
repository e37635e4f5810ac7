import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import leadSource from '../../../../../schemas/cm/entities/leadSource.entity.json';
import type { EntityDescriptor } from '../../../../../schemas/core/entityDescriptorSchema';
import { changeLanguage, i18n } from '../../../../platform/i18n/i18n';
import { initTestI18n } from '../../../../testing/initTestI18n';
import { resetBetweenTests } from '../../../../testing/resetBetweenTests';
import { localeHandlers } from '../../testing/localeHandlers';
import { ListPager } from '../ListPager';
import type { ImportReport } from './ImportReport';
import { ImportReportView } from './ImportReportView';

const descriptor = leadSource as unknown as EntityDescriptor;

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  // The real entity messages, as GET /lang/json-data/entity serves them.
  for (const [key, answer] of Object.entries(localeHandlers(['entity']))) {
    const ns = key.split('/').pop() ?? '';
    for (const [language, messages] of Object.entries(answer.body as Record<string, object>))
      i18n.addResourceBundle(language, ns, messages, true, true);
  }
});
afterEach(() => changeLanguage('en', false));

function reportWith(problems: number): ImportReport {
  return {
    mode: 'dry-run',
    total: 3,
    create: 3,
    update: 0,
    errors: Array.from({ length: problems }, (_, i) => ({
      row: i + 2,
      field: 'name',
      message: 'The name field is required.',
    })),
  };
}

describe('counts on the import report and the list pager', () => {
  it.each([
    [1, '1 problem found. Fix it in the file'],
    [2, '2 problems found. Fix them in the file'],
  ])('a dry run with %i problem(s) says "%s…" in English', (problems, text) => {
    render(<ImportReportView descriptor={descriptor} report={reportWith(problems)} />);
    expect(screen.getByText((content) => content.startsWith(text))).not.toBeNull();
  });

  it('keeps the one form in Japanese for a single problem', async () => {
    await act(() => changeLanguage('jp', false));
    render(<ImportReportView descriptor={descriptor} report={reportWith(1)} />);
    expect(screen.getByText((content) => content.startsWith('1 件の問題'))).not.toBeNull();
  });

  it.each([
    [1, '1 record'],
    [2, '2 records'],
  ])('the list pager of %i row(s) says "%s"', (total, text) => {
    render(
      <ListPager meta={{ current_page: 1, last_page: 1, per_page: 20, total }} onChange={() => undefined} />,
    );
    expect(screen.getByText(text)).not.toBeNull();
  });
});
