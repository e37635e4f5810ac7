/** laravel-echo's connection status (`connector.onConnectionChange`). */
export type EchoConnectionStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting' | 'failed';

/** A subscription error as pusher-js reports it: `{type: 'AuthError', error, status}`. */
export interface SubscriptionError {
  type?: string;
  error?: string;
  status?: number;
}

/** The part of a laravel-echo channel the app uses. */
export interface EchoChannel {
  listen(event: string, callback: (payload: unknown) => void): EchoChannel;
  subscribed(callback: () => void): EchoChannel;
  error(callback: (error: SubscriptionError) => void): EchoChannel;
}

/**
 * The part of `Echo<'reverb'>` the app uses: narrow on purpose, so unit tests can hand
 * in a fake and the real client (createEchoClient) is checked against it by the compiler.
 */
export interface EchoClient {
  private(name: string): EchoChannel;
  channel(name: string): EchoChannel;
  leaveChannel(name: string): void;
  socketId(): string | undefined;
  disconnect(): void;
  connector: {
    connectionStatus(): EchoConnectionStatus;
    onConnectionChange(callback: (status: EchoConnectionStatus) => void): () => void;
  };
}
