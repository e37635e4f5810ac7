import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notificationTarget';
import type { UserNotification } from './UserNotification';

const base: UserNotification = {
  id: 1,
  modelType: 'sc',
  modelId: null,
  title: 'Title',
  content: 'Content',
  data: {},
  read: false,
  read_at: null,
  created_at: '2026-11-26T00:00:00Z',
};

describe('notificationTarget', () => {
  it('opens a workflow application, or the sign-off list', () => {
    expect(notificationTarget({ ...base, modelType: 'wf', modelId: 4 })).toBe('/wf-form?id=4');
    expect(notificationTarget({ ...base, modelType: 'wf' })).toBe('/wf/use/list');
  });

  it('opens an attendance notice’s page inside attendance, and nothing else', () => {
    const notice = { ...base, modelType: 'as', modelId: 7 };
    expect(notificationTarget({ ...notice, data: { link: '/as/use/calendar' } })).toBe('/as/use/calendar');
    expect(notificationTarget({ ...notice, data: { link: 'https://example.com/' } })).toBeNull();
    expect(notificationTarget(notice)).toBeNull();
  });

  it('opens a file’s page for a document-management notice, and nothing outside it', () => {
    const notice = { ...base, modelType: 'dm', modelId: 9 };
    expect(notificationTarget({ ...notice, data: { link: '/dm/use/file/info/main?id=9' } })).toBe(
      '/dm/use/file/info/main?id=9',
    );
    expect(notificationTarget({ ...notice, data: { link: '/sc/admin' } })).toBeNull();
  });

  it('has nothing to open for what an administrator sent', () => {
    expect(notificationTarget(base)).toBeNull();
  });
});
