import { WebSocket } from 'ws';
import { epochMs } from './epochMs';

/** A frame as the server sends it; `data` of channel events is the event's JSON as a string. */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

export interface BenchClient {
  /** Drops the socket at once (no closing handshake). */
  terminate: () => void;
  socketId: string;
  channel: string;
  /** Set once the socket has closed (the server's close code, or 1006 when cut off). */
  closeCode: number | undefined;
}

export interface ConnectOptions {
  url: string;
  channel: string;
  /**
   * 'pusher': wait for `pusher:connection_established`, subscribe, and resolve on
   * `subscription_succeeded`. 'bare': the bare comparison server, ready once open.
   */
  protocol: 'pusher' | 'bare';
  /** The `auth` of a private channel for this socket id (the server checks the signature only). */
  sign?: (socketId: string, channel: string) => string;
  timeoutMs: number;
  /** Every frame on a channel; `receivedAt` (epochMs) is taken before the frame is even parsed. */
  onEvent?: (frame: Frame, receivedAt: number, client: BenchClient) => void;
}

const PONG = JSON.stringify({ event: 'pusher:pong', data: {} });

/**
 * One load-generator client speaking the Pusher protocol over a raw `ws` socket: far
 * lighter than pusher-js, so one event loop holds ten thousand of them. It answers the
 * server's pings, as pusher-js does, so long runs are not cut off with 4201.
 * Rejects (and drops the socket) on any refusal, close or timeout before it is subscribed.
 */
export function connectClient(options: ConnectOptions): Promise<BenchClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(options.url, { perMessageDeflate: false });
    const client: BenchClient = {
      terminate: () => ws.terminate(),
      socketId: '',
      channel: options.channel,
      closeCode: undefined,
    };
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ws.terminate();
      reject(new Error(reason));
    };
    const ready = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(client);
    };
    const timer = setTimeout(
      () => fail(`not subscribed within ${options.timeoutMs / 1000} s`),
      options.timeoutMs,
    );

    ws.on('error', (error) => fail(error.message || 'socket error'));
    ws.on('unexpected-response', (_request, response) =>
      fail(`upgrade refused: HTTP ${response.statusCode}`),
    );
    ws.on('close', (code) => {
      client.closeCode = code;
      fail(`closed with ${code} before subscribing`);
    });
    ws.on('open', () => {
      if (options.protocol === 'bare') ready();
    });
    ws.on('message', (raw) => {
      const receivedAt = epochMs();
      let frame: Frame;
      try {
        // binaryType is the default 'nodebuffer', so a frame arrives as one Buffer.
        frame = JSON.parse((raw as Buffer).toString('utf8')) as Frame;
      } catch {
        fail('malformed frame from the server');
        return;
      }
      switch (frame.event) {
        case 'pusher:connection_established': {
          client.socketId = (JSON.parse(String(frame.data)) as { socket_id: string }).socket_id;
          const auth = options.sign?.(client.socketId, options.channel);
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: options.channel, auth } }));
          return;
        }
        case 'pusher_internal:subscription_succeeded':
          if (frame.channel === options.channel) ready();
          return;
        case 'pusher:subscription_error':
        case 'pusher:error':
          fail(`${frame.event} ${JSON.stringify(frame.data)}`);
          return;
        case 'pusher:ping':
          ws.send(PONG);
          return;
      }
      if (frame.channel !== undefined) options.onEvent?.(frame, receivedAt, client);
    });
  });
}
