import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BroadcastItem } from './ChannelRegistry';
import type { PresenceMember } from './Connection';
import type { PresenceMembers, PresenceStore } from './PresenceStore';
import { memberAdded, memberRemoved } from './presenceEvents';

// Both scripts keep one presence channel consistent in a single atomic step, so two
// instances joining or leaving the same user at once never both (or neither) announce it.
// KEYS: members hash (user id → info), the user's socket set, this instance's membership set.
const JOIN = `
redis.call('SADD', KEYS[3], ARGV[4])
local added = redis.call('SADD', KEYS[2], ARGV[3])
local first = 0
if added == 1 and redis.call('SCARD', KEYS[2]) == 1 then first = 1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return {first, redis.call('HGETALL', KEYS[1])}`;

const LEAVE = `
redis.call('SREM', KEYS[3], ARGV[3])
if redis.call('SREM', KEYS[2], ARGV[2]) == 1 and redis.call('SCARD', KEYS[2]) == 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`;

export interface RedisPresenceOptions {
  redis: Redis;
  /** Key prefix with a hash tag, e.g. `atrium:rt:{123456}:`, so every key lives in one cluster slot. */
  prefix: string;
  instanceId: string;
  /** Publishes member_removed for sockets of crashed instances, member_added when re-registering. */
  publish: (items: BroadcastItem[]) => Promise<void>;
  log: Logger;
  heartbeatMs?: number;
  /** An instance silent for this long is taken for dead and its members are removed. */
  deadAfterMs?: number;
}

interface LocalMembership {
  channel: string;
  socketId: string;
  member: PresenceMember;
}

/**
 * Presence shared by all instances through Redis.
 *
 * Per channel: a hash of members (user id → info) and, per user, a set of their sockets
 * (`instance/socket`); member_added goes out when that set gains its first socket and
 * member_removed when it loses its last. Each instance also keeps the set of memberships
 * it created and writes a heartbeat (a sorted set of instance → last beat). An instance
 * that stops beating for `deadAfterMs` (a crash: no orderly leave happened) is reaped by
 * whichever live instance takes its lock first: its memberships are left one by one,
 * announcing member_removed where a user had no other socket. An instance that was
 * paused long enough to be reaped notices on its next beat and registers its memberships
 * again.
 */
export class RedisPresence implements PresenceStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly instanceId: string;
  private readonly publish: (items: BroadcastItem[]) => Promise<void>;
  private readonly log: Logger;
  private readonly heartbeatMs: number;
  private readonly deadAfterMs: number;
  private readonly local = new Map<string, LocalMembership>();
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;

  constructor(options: RedisPresenceOptions) {
    this.redis = options.redis;
    this.prefix = options.prefix;
    this.instanceId = options.instanceId;
    this.publish = options.publish;
    this.log = options.log;
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
    this.deadAfterMs = options.deadAfterMs ?? 20_000;
  }

  async start(): Promise<void> {
    await this.redis.zadd(this.key('instances'), Date.now(), this.instanceId);
    this.timer = setInterval(() => {
      this.beating ??= this.heartbeat()
        .catch((error: unknown) => this.log.warn({ err: error }, 'realtime: presence heartbeat failed'))
        .finally(() => {
          this.beating = undefined;
        });
    }, this.heartbeatMs);
    this.timer.unref();
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }

  private keys(channel: string, userId: string, instanceId: string): [string, string, string] {
    return [
      this.key(`presence:${channel}:members`),
      this.key(`presence:${channel}:user:${userId}`),
      this.key(`instance:${instanceId}:presence`),
    ];
  }

  async join(channel: string, socketId: string, member: PresenceMember) {
    this.local.set(`${channel}\n${socketId}`, { channel, socketId, member });
    const result = (await this.redis.eval(
      JOIN,
      3,
      ...this.keys(channel, member.user_id, this.instanceId),
      member.user_id,
      JSON.stringify(member.user_info ?? null),
      `${this.instanceId}/${socketId}`,
      `${channel}\n${member.user_id}\n${socketId}`,
    )) as [number, string[]];
    const members: PresenceMembers = {};
    const flat = result[1];
    for (let i = 0; i + 1 < flat.length; i += 2) members[flat[i]!] = JSON.parse(flat[i + 1]!) as unknown;
    return { first: result[0] === 1, members };
  }

  async leave(channel: string, socketId: string, userId: string) {
    this.local.delete(`${channel}\n${socketId}`);
    const last = await this.leaveFor(this.instanceId, channel, socketId, userId);
    return { last };
  }

  private async leaveFor(instanceId: string, channel: string, socketId: string, userId: string) {
    const result = await this.redis.eval(
      LEAVE,
      3,
      ...this.keys(channel, userId, instanceId),
      userId,
      `${instanceId}/${socketId}`,
      `${channel}\n${userId}\n${socketId}`,
    );
    return result === 1;
  }

  /** One beat: mark this instance alive, re-register if it had been reaped, reap the dead. */
  async heartbeat(now = Date.now()): Promise<void> {
    const added = await this.redis.zadd(this.key('instances'), now, this.instanceId);
    if (Number(added) === 1) await this.reregister();
    const dead = await this.redis.zrangebyscore(this.key('instances'), '-inf', now - this.deadAfterMs);
    for (const instanceId of dead) {
      if (instanceId !== this.instanceId) await this.reap(instanceId);
    }
  }

  private async reregister(): Promise<void> {
    this.log.warn('realtime: this instance was taken for dead; registering its presence again');
    const items: BroadcastItem[] = [];
    for (const { channel, socketId, member } of this.local.values()) {
      const { first } = await this.join(channel, socketId, member);
      if (first) items.push(memberAdded(channel, member, socketId));
    }
    if (items.length > 0) await this.publish(items);
  }

  private async reap(instanceId: string): Promise<void> {
    const lock = await this.redis.set(
      this.key(`instance:${instanceId}:reaping`),
      this.instanceId,
      'PX',
      60_000,
      'NX',
    );
    if (lock !== 'OK') return;
    const entries = await this.redis.smembers(this.key(`instance:${instanceId}:presence`));
    const items: BroadcastItem[] = [];
    for (const entry of entries) {
      const [channel, userId, socketId] = entry.split('\n');
      if (!channel || !userId || !socketId) continue;
      if (await this.leaveFor(instanceId, channel, socketId, userId))
        items.push(memberRemoved(channel, userId));
    }
    await this.redis.del(this.key(`instance:${instanceId}:presence`));
    await this.redis.zrem(this.key('instances'), instanceId);
    this.log.warn({ instanceId, memberships: entries.length }, 'realtime: reaped a silent instance');
    if (items.length > 0) await this.publish(items);
  }

  /**
   * Orderly stop. The server has closed its sockets (each leaving its channels) before
   * this; anything still registered is left here so no member outlives the instance.
   */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.beating;
    const items: BroadcastItem[] = [];
    for (const { channel, socketId, member } of [...this.local.values()]) {
      const { last } = await this.leave(channel, socketId, member.user_id);
      if (last) items.push(memberRemoved(channel, member.user_id));
    }
    if (items.length > 0) await this.publish(items);
    await this.redis.del(this.key(`instance:${this.instanceId}:presence`));
    await this.redis.zrem(this.key('instances'), this.instanceId);
  }

  /** Stops beating without leaving anything, as a crash would (tests use it). */
  abandon(): void {
    clearInterval(this.timer);
  }
}
