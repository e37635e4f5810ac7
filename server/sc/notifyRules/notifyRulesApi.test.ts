import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { loadEntityDescriptors } from '../../resources/loadEntityDescriptors';
import { NOTIFY_EVENTS } from './notifyEvents';
import { notifyRecipients } from './notifyRecipients';

describe.each(testDatabaseTargets())('notification rules on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const post = (payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/sc/notify-rule',
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      payload,
    });

  it('offers exactly the product events the server knows', () => {
    const descriptor = loadEntityDescriptors().find((d) => d.id === 'sc.notifyRule');
    expect(descriptor?.fields.event?.options).toEqual([...NOTIFY_EVENTS]);
  });

  it('refuses a rule without a channel or with unknown recipients', async () => {
    const silent = await post({
      event: 'leave_requested',
      recipients: 'subject',
      in_app: false,
      mail: false,
    });
    expect(silent.json().errors).toEqual({ in_app: ['Choose at least one channel.'] });
    const unknown = await post({ event: 'leave_requested', recipients: 'g99999' });
    expect(Object.keys(unknown.json().errors)).toEqual(['recipients']);
    const badEvent = await post({ event: 'party_started', recipients: 'all' });
    expect(badEvent.statusCode).toBe(422);
  });

  it('looks up who hears of an event and by which channels', async () => {
    expect(await notifyRecipients(t.server.ctx.db, 'leave_requested')).toEqual([]);
    expect(
      (await post({ event: 'leave_requested', recipients: `u${manager.user.id}`, mail: true })).statusCode,
    ).toBe(201);
    expect((await post({ event: 'leave_requested', recipients: 'subject', in_app: true })).statusCode).toBe(
      201,
    );
    expect(
      (await post({ event: 'leave_requested', recipients: `u${manager.user.id}`, in_app: true, mail: false }))
        .statusCode,
    ).toBe(201);
    await post({ event: 'leave_requested', recipients: `u${admin.user.id}`, mail: true, is_active: false });
    await post({ event: 'bulletin_published', recipients: `u${admin.user.id}` });
    const found = await notifyRecipients(t.server.ctx.db, 'leave_requested', {
      subjectUserId: staff.user.id,
    });
    expect(found).toEqual(
      [
        { userId: manager.user.id, inApp: true, mail: true },
        { userId: staff.user.id, inApp: true, mail: false },
      ].sort((a, b) => a.userId - b.userId),
    );
    // Without a subject, `subject` reaches no one.
    expect(await notifyRecipients(t.server.ctx.db, 'leave_requested')).toEqual([
      { userId: manager.user.id, inApp: true, mail: true },
    ]);
  });
});
