import type { FakeResponse, RecordedRequest } from '../../../testing/fakeServer';
import type { UserNotification } from '../UserNotification';

/** Tests: a notification as the server lists it. */
export function notification(id: number, overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    id,
    modelType: 'sc',
    modelId: null,
    title: `Notice ${id}`,
    content: `Content of notice ${id}`,
    data: {},
    read: false,
    read_at: null,
    created_at: '2026-03-04T05:06:07.000Z',
    ...overrides,
  };
}

/**
 * Tests: the notifications API over an in-memory inbox, paged like the server (newest
 * first, `perPage` per page, status all|unread, meta.unread_count), with read and read-all.
 */
export function notificationHandlers(inbox: UserNotification[], perPage = 20) {
  const unread = () => inbox.filter((item) => !item.read).length;
  const list = (request: RecordedRequest): FakeResponse => {
    const query = new URL(request.path, 'http://localhost').searchParams;
    const page = Number(query.get('page') ?? '1');
    const rows = [...inbox]
      .sort((a, b) => b.id - a.id)
      .filter((item) => query.get('status') !== 'unread' || !item.read);
    return {
      body: {
        data: rows.slice((page - 1) * perPage, page * perPage),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(rows.length / perPage)),
          per_page: perPage,
          total: rows.length,
          unread_count: unread(),
        },
      },
    };
  };
  const readOne = (request: RecordedRequest): FakeResponse => {
    const id = Number(/\/(\d+)\/read$/.exec(request.path)?.[1]);
    const item = inbox.find((candidate) => candidate.id === id);
    if (!item) return { status: 404, body: { message: 'The notification was not found.' } };
    item.read = true;
    item.read_at = '2026-03-05T00:00:00.000Z';
    return { body: { data: item, meta: { unread_count: unread() } } };
  };
  const readAll = (): FakeResponse => {
    const updated = inbox.filter((item) => !item.read).length;
    for (const item of inbox) item.read = true;
    return { body: { data: { updated }, meta: { unread_count: 0 } } };
  };
  return {
    'GET /api/sc/user-notification': list,
    'PUT /api/sc/user-notification/read-all': readAll,
    // The fake server matches exact paths: one entry per id the test may mark.
    ...Object.fromEntries(inbox.map((item) => [`PUT /api/sc/user-notification/${item.id}/read`, readOne])),
  };
}
