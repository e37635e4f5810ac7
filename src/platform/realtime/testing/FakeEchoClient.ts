import type { EchoChannel, EchoClient, EchoConnectionStatus, SubscriptionError } from '../EchoClient';

/** Tests: one channel of a FakeEchoClient; `deliver`, `confirm` and `refuse` act as the server would. */
export class FakeEchoChannel implements EchoChannel {
  readonly listeners = new Map<string, Array<(payload: unknown) => void>>();
  readonly onSubscribed: Array<() => void> = [];
  readonly onError: Array<(error: SubscriptionError) => void> = [];
  left = false;

  constructor(readonly name: string) {}

  listen(event: string, callback: (payload: unknown) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback]);
    return this;
  }

  subscribed(callback: () => void): this {
    this.onSubscribed.push(callback);
    return this;
  }

  error(callback: (error: SubscriptionError) => void): this {
    this.onError.push(callback);
    return this;
  }

  /** The server pushes an event (laravel-echo's short name: `NotificationCreated`). */
  deliver(event: string, payload: unknown): void {
    for (const callback of this.listeners.get(event) ?? []) callback(payload);
  }

  confirm(): void {
    for (const callback of this.onSubscribed) callback();
  }

  refuse(error: SubscriptionError = { type: 'AuthError', status: 403 }): void {
    for (const callback of this.onError) callback(error);
  }
}

/**
 * Tests: stands in for `Echo<'reverb'>` at the unit level (the e2e test runs the real one
 * against the real server). `setStatus` plays pusher-js's connection changes.
 */
export class FakeEchoClient implements EchoClient {
  readonly channels = new Map<string, FakeEchoChannel>();
  /** Every channel asked for, in order, including ones left since. */
  readonly asked: string[] = [];
  disconnected = false;
  status: EchoConnectionStatus = 'connecting';
  currentSocketId: string | undefined = undefined;
  private readonly statusListeners = new Set<(status: EchoConnectionStatus) => void>();

  readonly connector = {
    connectionStatus: (): EchoConnectionStatus => this.status,
    onConnectionChange: (callback: (status: EchoConnectionStatus) => void): (() => void) => {
      this.statusListeners.add(callback);
      return () => this.statusListeners.delete(callback);
    },
  };

  private open(name: string): FakeEchoChannel {
    this.asked.push(name);
    let channel = this.channels.get(name);
    if (!channel) {
      channel = new FakeEchoChannel(name);
      this.channels.set(name, channel);
    }
    return channel;
  }

  private(name: string): FakeEchoChannel {
    return this.open(`private-${name}`);
  }

  channel(name: string): FakeEchoChannel {
    return this.open(name);
  }

  leaveChannel(name: string): void {
    const channel = this.channels.get(name);
    if (channel) channel.left = true;
    this.channels.delete(name);
  }

  socketId(): string | undefined {
    return this.currentSocketId;
  }

  disconnect(): void {
    this.disconnected = true;
    this.setStatus('disconnected');
  }

  setStatus(status: EchoConnectionStatus, socketId?: string): void {
    this.status = status;
    this.currentSocketId = status === 'connected' ? socketId : undefined;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  /** The channel by its full name (`private-App.Models.User.7`, `cache`); throws when not subscribed. */
  get(name: string): FakeEchoChannel {
    const channel = this.channels.get(name);
    if (!channel) throw new Error(`not subscribed to ${name}`);
    return channel;
  }
}
