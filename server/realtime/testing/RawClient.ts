import { WebSocket } from 'ws';
import { waitUntil } from './waitUntil';

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** `data` of a frame, parsed when the server sent it as a JSON string (as Pusher does). */
export function dataOf(frame: Frame): unknown {
  if (typeof frame.data !== 'string') return frame.data;
  try {
    return JSON.parse(frame.data);
  } catch {
    return frame.data;
  }
}

/**
 * A WebSocket client that speaks the protocol by hand, for what pusher-js would never
 * send (forged signatures, oversized and malformed frames, floods) and to see raw frames.
 */
export class RawClient {
  readonly frames: Frame[] = [];
  closeEvent: { code: number; reason: string } | undefined;
  socketId = '';

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
    });
    ws.on('close', (code, reason) => {
      this.closeEvent = { code, reason: reason.toString() };
    });
    ws.on('error', () => undefined);
  }

  /** Opens `/app/{key}` (protocol 7) and, unless `expectRefusal`, waits for the handshake. */
  static async connect(
    baseUrl: string,
    key: string,
    options: { origin?: string; query?: string; expectRefusal?: boolean } = {},
  ): Promise<RawClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/app/${key}?${options.query ?? 'protocol=7&client=raw&version=1'}`;
    const ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
    });
    if (!options.expectRefusal) {
      const established = await client.next((f) => f.event === 'pusher:connection_established');
      client.socketId = (dataOf(established) as { socket_id: string }).socket_id;
    }
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  sendRaw(data: Buffer | string, binary = false): void {
    this.ws.send(data, { binary });
  }

  /** The first frame so far (or to come), from index `from` on, that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs = 5_000, from = 0): Promise<Frame> {
    return waitUntil('a matching frame', () => this.frames.slice(from).find(match), timeoutMs);
  }

  count(match: (frame: Frame) => boolean): number {
    return this.frames.filter(match).length;
  }

  /** Resolves with the close code and reason once the server has closed the socket. */
  closed(timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
    return waitUntil('the socket to close', () => this.closeEvent, timeoutMs);
  }

  /** Subscribes and resolves with the answer: subscription_succeeded or subscription_error. */
  async subscribe(channel: string, auth?: string, channelData?: string): Promise<Frame> {
    const from = this.frames.length;
    this.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
    return this.next(
      (f) =>
        f.channel === channel &&
        (f.event === 'pusher_internal:subscription_succeeded' || f.event === 'pusher:subscription_error'),
      5_000,
      from,
    );
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
  }
}
