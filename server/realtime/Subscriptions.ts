import type { Logger } from 'pino';
import { channelKind, isValidChannelName } from './channelNames';
import type { Connection, PresenceMember } from './Connection';
import { controlFrame } from './frames';
import type { PresenceMembers } from './PresenceStore';
import { memberAdded, memberRemoved } from './presenceEvents';
import type { Realtime } from './Realtime';
import { verifyChannelSignature } from './signatures';

/** What laravel-echo's `.error()` receives: `{type, error, status}` (pusher-js passes it on as is). */
function subscriptionError(channel: string, type: string, error: string, status: number): string {
  return controlFrame('pusher:subscription_error', { type, error, status }, channel);
}

function presenceData(members: PresenceMembers): string {
  const ids = Object.keys(members);
  return JSON.stringify({ presence: { ids, hash: members, count: ids.length } });
}

/** The presence member a signed `channel_data` names, or null when it names none. */
function memberFrom(channelData: string): PresenceMember | null {
  let value: unknown;
  try {
    value = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { user_id, user_info } = value as { user_id?: unknown; user_info?: unknown };
  if ((typeof user_id !== 'string' && typeof user_id !== 'number') || String(user_id).length === 0)
    return null;
  return { user_id: String(user_id), user_info: user_info ?? null };
}

/**
 * `pusher:subscribe` and `pusher:unsubscribe`: checks the signature of private and
 * presence channels, keeps the channel registry and presence store in step with the
 * socket, and announces presence members on their first and last socket.
 */
export class Subscriptions {
  constructor(
    private readonly realtime: Realtime,
    private readonly log: Logger,
  ) {}

  subscribe(connection: Connection, data: unknown): void {
    const request = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const channel = request.channel;
    if (!isValidChannelName(channel)) {
      const name = typeof channel === 'string' ? channel.slice(0, 200) : '';
      connection.send(subscriptionError(name, 'InvalidChannel', 'Invalid channel name.', 400));
      return;
    }
    // A repeated subscribe (a client retrying) changes nothing.
    if (connection.channels.has(channel)) return;
    const kind = channelKind(channel);
    let member: PresenceMember | undefined;
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? request.channel_data : undefined;
      const signed =
        (kind === 'private' || typeof channelData === 'string') &&
        verifyChannelSignature(
          this.realtime.app,
          request.auth,
          connection.socketId,
          channel,
          channelData as string | undefined,
        );
      const parsed = signed && typeof channelData === 'string' ? memberFrom(channelData) : null;
      if (!signed || (kind === 'presence' && !parsed)) {
        connection.send(
          subscriptionError(channel, 'AuthError', `Invalid signature for channel ${channel}.`, 401),
        );
        return;
      }
      member = parsed ?? undefined;
    }

    const subscription = connection.beginSubscription(channel, member);
    this.realtime.registry.add(channel, connection, subscription);
    if (!member) {
      connection.confirmSubscription(
        channel,
        controlFrame('pusher_internal:subscription_succeeded', '{}', channel),
      );
      return;
    }
    const joined = member;
    const joining = this.realtime.presence
      .join(channel, connection.socketId, joined)
      .then(async ({ first, members }) => {
        if (!connection.holds(channel, subscription)) {
          // The socket left or closed while the join was under way: undo it. Only a member
          // someone was told about (not this socket's first) gets a member_removed.
          const { last } = await this.realtime.presence.leave(channel, connection.socketId, joined.user_id);
          if (last && !first) await this.realtime.publishItems([memberRemoved(channel, joined.user_id)]);
          return;
        }
        const confirmation = controlFrame(
          'pusher_internal:subscription_succeeded',
          presenceData(members),
          channel,
        );
        connection.confirmSubscription(channel, confirmation);
        if (first) await this.realtime.publishItems([memberAdded(channel, joined, connection.socketId)]);
      });
    // Tracked so a shutdown waits for it; the catch keeps a failed join from being unhandled.
    this.realtime.track(joining).catch((error: unknown) => {
      this.log.error({ err: error, channel }, 'realtime: presence join failed');
      // Still unconfirmed: the join itself failed, so the client is told. A failure after
      // the confirmation (announcing the member) leaves the subscription standing.
      if (connection.holds(channel, subscription) && subscription.queued !== null) {
        connection.endSubscription(channel);
        this.realtime.registry.remove(channel, connection);
        connection.send(
          subscriptionError(channel, 'ServerError', 'The server could not join the channel.', 500),
        );
      }
    });
  }

  unsubscribe(connection: Connection, channel: unknown): void {
    if (typeof channel !== 'string') return;
    const subscription = connection.endSubscription(channel);
    if (!subscription) return;
    this.realtime.registry.remove(channel, connection);
    const member = subscription.member;
    // A presence join still under way undoes itself when it finds the subscription gone.
    if (!member || subscription.queued !== null) return;
    const leaving = this.realtime.presence
      .leave(channel, connection.socketId, member.user_id)
      .then(async ({ last }) => {
        if (last) await this.realtime.publishItems([memberRemoved(channel, member.user_id)]);
      });
    this.realtime
      .track(leaving)
      .catch((error: unknown) => this.log.error({ err: error, channel }, 'realtime: presence leave failed'));
  }

  /** A closed socket leaves every channel it was in. */
  leaveAll(connection: Connection): void {
    for (const channel of [...connection.channels.keys()]) this.unsubscribe(connection, channel);
  }
}
