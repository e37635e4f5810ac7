import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { expandOwners } from '../../notifications/expandOwners';
import { ALL_OWNERS } from './ownerList';
import { type NotifyEvent, SUBJECT_RECIPIENT } from './notifyEvents';

export interface NotifyRecipient {
  userId: number;
  inApp: boolean;
  mail: boolean;
}

/**
 * Who hears of a product event and by which channel, from the active notification rules
 * (`sc.notifyRule`) for it: each rule's recipients are expanded to active users
 * (departments with their sub-departments, groups with nested members; `all` is every
 * active user; `subject` is the event's subject, when given and active). A user reached
 * by several rules gets the union of their channels. Ascending by user id; empty when no
 * rule is active for the event.
 *
 * @example await notifyRecipients(db, 'leave_requested', { subjectUserId: 12 })
 *   // [{ userId: 3, inApp: true, mail: true }, { userId: 12, inApp: true, mail: false }]
 */
export async function notifyRecipients(
  db: Kysely<Database>,
  event: NotifyEvent,
  options: { subjectUserId?: number } = {},
): Promise<NotifyRecipient[]> {
  const rules = await sql<{ recipients: string; in_app: boolean; mail: boolean }>`
    select recipients, in_app, mail from notify_rules
    where event = ${event} and is_active and deleted_at is null order by id`.execute(db);
  const byUser = new Map<number, NotifyRecipient>();
  const add = (userId: number, inApp: boolean, mail: boolean) => {
    const current = byUser.get(userId) ?? { userId, inApp: false, mail: false };
    byUser.set(userId, { userId, inApp: current.inApp || inApp, mail: current.mail || mail });
  };
  for (const rule of rules.rows) {
    const tokens = rule.recipients.split(',');
    let userIds: number[];
    if (tokens.includes(ALL_OWNERS)) {
      const everyone = await db
        .selectFrom('users')
        .select('id')
        .where('deleted_at', 'is', null)
        .where('is_active', '=', true)
        .execute();
      userIds = everyone.map((u) => u.id);
    } else {
      const refs = tokens.filter((t) => t !== SUBJECT_RECIPIENT);
      userIds = refs.length > 0 ? (await expandOwners(db, refs)).userIds : [];
      if (tokens.includes(SUBJECT_RECIPIENT) && options.subjectUserId !== undefined) {
        const subject = await expandOwners(db, [`u${options.subjectUserId}`]);
        userIds.push(...subject.userIds);
      }
    }
    for (const id of userIds) add(id, rule.in_app, rule.mail);
  }
  return [...byUser.values()].sort((a, b) => a.userId - b.userId);
}
