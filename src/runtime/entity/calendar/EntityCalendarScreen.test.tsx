import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/chooseOption';
import type { RecordedRequest } from '../../../testing/fakeServer';
import { initTestI18n } from '../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../testing/renderApp';
import { resetBetweenTests } from '../../../testing/resetBetweenTests';
import { signInAs } from '../../../testing/sessionFixtures';
import { entityPermissionTree } from '../testing/entityPermissions';
import { FakeResource, fakeEntityServer } from '../testing/fakeEntityServer';
import { localeHandlers } from '../testing/localeHandlers';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const slow = { timeout: 15_000 };

function holidays(actions?: Array<'edit' | 'delete'>) {
  return new FakeResource(
    '/api/sc/calendar-event',
    [
      { id: 1, region: 1, date: '2026-10-10', year: 2026, name: 'National Day', kind: 'holiday', note: null },
      { id: 2, region: 1, date: '2026-10-24', year: 2026, name: 'Make-up day', kind: 'workday', note: null },
    ],
    { labels: { region: { 1: 'Taiwan' } }, ...(actions ? { actions } : {}) },
  );
}

/** `GET {api}/calendar` over a fake resource: the rows whose date is in `[start, end)`. */
function calendarOf(resource: FakeResource) {
  return (request: RecordedRequest) => {
    const q = new URL(request.path, 'http://localhost').searchParams;
    const start = q.get('start') ?? '';
    const end = q.get('end') ?? '';
    const data = [...resource.rows.values()].filter(
      (r) => !r.deleted_at && String(r.date) >= start && String(r.date) < end,
    );
    return {
      body: {
        data,
        meta: { start, end, time_zone: 'Asia/Taipei', all_day: true, limit: 1000, capped: false },
      },
    };
  };
}

function serve(events: FakeResource) {
  const regions = new FakeResource('/api/sc/calendar-region', [{ id: 1, name: 'Taiwan', code: 'TW' }]);
  return fakeEntityServer([events, regions], {
    ...localeHandlers(['sc']),
    'GET /api/sc/calendar-event/calendar': calendarOf(events),
  });
}

const MANAGE = ['sc.admin.calendarEvent', 'sc.admin.calendarRegion'];

describe('entity calendar', { timeout: 60_000 }, () => {
  it('shows the period of its address with the rows the API gives for it, and links to the list', async () => {
    const server = serve(holidays());
    signInAs(MANAGE, { userPermission: entityPermissionTree(MANAGE) });
    renderApp('/sc/calendar-event/calendar?date=2026-10-01');
    const board = await screen.findByRole('region', { name: 'Calendar of Holiday or workday' }, slow);
    expect(await within(board).findByText('National Day', {}, slow)).not.toBeNull();
    expect(within(board).getByRole('heading', { name: 'October 2026' })).not.toBeNull();
    expect(within(board).getByText('Make-up day')).not.toBeNull();
    // The month grid runs from the Sunday before the 1st to six weeks later.
    const asked = server.requests.find((r) => r.path.startsWith('/api/sc/calendar-event/calendar'));
    expect(asked?.path).toBe('/api/sc/calendar-event/calendar?start=2026-09-27&end=2026-11-08');
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('href')).toBe('/sc/calendar-event');
    expect(screen.getByRole('button', { name: /New/ })).not.toBeNull();
    // An editable row can be dragged; its kind colours it.
    const event = within(board).getByText('National Day').closest('.fc-event') as HTMLElement;
    expect(event.className).toContain('fc-event-draggable');
    expect(event.style.backgroundColor).toBe('rgb(207, 19, 34)');
  });

  it('asks again with the filters and search of the list, kept in the address', async () => {
    const server = serve(holidays());
    signInAs(MANAGE, { userPermission: entityPermissionTree(MANAGE) });
    renderApp('/sc/calendar-event/calendar?date=2026-10-01');
    await screen.findByText('National Day', {}, slow);
    await chooseOption('Kind', 'Make-up workday');
    await waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContain(
        '/api/sc/calendar-event/calendar?start=2026-09-27&end=2026-11-08&filter%5Bkind%5D=workday',
      ),
    );
  });

  it('says when the period holds more rows than one call answers', async () => {
    const events = holidays();
    const regions = new FakeResource('/api/sc/calendar-region', [{ id: 1, name: 'Taiwan', code: 'TW' }]);
    fakeEntityServer([events, regions], {
      ...localeHandlers(['sc']),
      'GET /api/sc/calendar-event/calendar': async (request) => {
        const answer = await calendarOf(events)(request);
        const body = answer.body as { meta: Record<string, unknown> };
        return { body: { ...body, meta: { ...body.meta, capped: true } } };
      },
    });
    signInAs(MANAGE, { userPermission: entityPermissionTree(MANAGE) });
    renderApp('/sc/calendar-event/calendar?date=2026-10-01');
    expect(
      await screen.findByText(
        'Showing the first 1000 records of this period; narrow the filters to see the rest.',
        {},
        slow,
      ),
    ).not.toBeNull();
  });

  it('opens a row in the edit dialog when the entity has no page of its own', async () => {
    serve(holidays());
    signInAs(MANAGE, { userPermission: entityPermissionTree(MANAGE) });
    renderApp('/sc/calendar-event/calendar?date=2026-10-01');
    await userEvent.click(await screen.findByText('National Day', {}, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Holiday or workday' }, slow);
    expect(await within(dialog).findByDisplayValue('National Day', {}, slow)).not.toBeNull();
  });

  it('lets a viewer read the calendar in Chinese, without creating or dragging', async () => {
    await initTestI18n('tw');
    try {
      serve(holidays([]));
      const view = ['sc.admin.calendarEvent.actions.view', 'sc.admin.calendarRegion.actions.view'];
      signInAs(view, { userPermission: entityPermissionTree(view) });
      renderApp('/sc/calendar-event/calendar?date=2026-10-01');
      expect(await screen.findByRole('heading', { name: '2026年10月' }, slow)).not.toBeNull();
      const event = (await screen.findByText('National Day', {}, slow)).closest('.fc-event') as HTMLElement;
      expect(event.className).not.toContain('fc-event-draggable');
      expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    } finally {
      await initTestI18n('en');
    }
  });
});
