import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import type { RealtimeConfig } from '../config/loadConfig';
import { newSocketId } from './channelNames';
import { Connection } from './Connection';
import { controlFrame, errorFrame } from './frames';
import { handleClientEvent } from './handleClientEvent';
import { isOriginAllowed } from './origins';
import { parseClientMessage } from './parseClientMessage';
import { ProtocolError } from './protocolErrors';
import type { Realtime } from './Realtime';
import { Subscriptions } from './Subscriptions';

/** Pusher's limit for a message from a client. */
export const MAX_MESSAGE_BYTES = 10 * 1024;
/**
 * Frames up to this size are read and answered with 4302; larger ones are cut off by ws
 * (close 1009) before they are buffered, so no client can make the server hold megabytes.
 */
export const HARD_FRAME_LIMIT_BYTES = 64 * 1024;
/** Pusher protocol versions pusher-js has spoken; 7 is current. */
const PROTOCOLS = new Set(['5', '6', '7']);
const PATH = /^\/app\/([^/]+)$/;
const PING = controlFrame('pusher:ping', {});
const PONG = controlFrame('pusher:pong', {});
/** How long shutdown waits for clients to answer the close before cutting them off. */
const CLOSE_GRACE_MS = 1_000;

/**
 * The Pusher Channels protocol 7 endpoint, `/app/{key}`, on the API's own HTTP server.
 * One per HTTP app; the channels and presence it serves live in the shared `Realtime`.
 */
export class PusherServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: HARD_FRAME_LIMIT_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  private readonly connections = new Set<Connection>();
  private readonly subscriptions: Subscriptions;
  private readonly sweeper: NodeJS.Timeout;
  private closing = false;
  private allClosed: (() => void) | undefined;

  constructor(
    private readonly realtime: Realtime,
    private readonly config: RealtimeConfig,
    private readonly log: Logger,
  ) {
    this.subscriptions = new Subscriptions(realtime, log);
    // One sweep over all sockets instead of a timer per socket.
    const sweepMs = Math.max(
      100,
      (Math.min(config.activityTimeoutSeconds, config.pongTimeoutSeconds) * 1000) / 4,
    );
    this.sweeper = setInterval(() => this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  /** Takes over WebSocket upgrades of the HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(request, socket, head),
    );
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    let url: URL;
    let key: string;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
      const match = PATH.exec(url.pathname);
      if (!match) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      key = decodeURIComponent(match[1]!);
    } catch {
      // An exception here would escape the 'upgrade' listener and end the process.
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    if (this.closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request, key, url));
  }

  /** Refusals come as `pusher:error` and then the same close code, as Pusher does, so pusher-js reacts correctly. */
  private refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(errorFrame(code, message));
    ws.close(code, message);
  }

  private accept(ws: WebSocket, request: IncomingMessage, key: string, url: URL): void {
    ws.on('error', (error) => this.log.debug({ err: error }, 'realtime: socket error'));
    if (key !== this.realtime.app.key) {
      this.refuse(ws, ProtocolError.appNotFound, `App key ${key.slice(0, 64)} does not exist.`);
      return;
    }
    const protocol = url.searchParams.get('protocol');
    if (protocol !== null && !PROTOCOLS.has(protocol)) {
      this.refuse(
        ws,
        ProtocolError.unsupportedProtocol,
        `Unsupported protocol version ${protocol.slice(0, 8)}.`,
      );
      return;
    }
    if (!isOriginAllowed(request.headers.origin, this.config.allowedOrigins)) {
      this.refuse(ws, ProtocolError.unauthorized, 'Origin not allowed.');
      return;
    }
    if (this.closing) {
      this.refuse(ws, ProtocolError.reconnect, 'Server is shutting down. Please reconnect.');
      return;
    }
    const max = this.config.maxConnections;
    if (max > 0 && this.connections.size >= max) {
      this.refuse(ws, ProtocolError.overConnectionQuota, 'Application is over connection quota.');
      return;
    }

    const connection = new Connection(newSocketId(), ws, this.config);
    this.connections.add(connection);
    ws.on('message', (raw: Buffer, isBinary: boolean) => this.receive(connection, raw, isBinary));
    ws.on('close', () => this.closed(connection));
    const established = {
      socket_id: connection.socketId,
      activity_timeout: Math.max(1, Math.round(this.config.activityTimeoutSeconds)),
    };
    connection.send(controlFrame('pusher:connection_established', JSON.stringify(established)));
  }

  private receive(connection: Connection, raw: Buffer, isBinary: boolean): void {
    connection.touch();
    if (!connection.admitMessage()) return;
    if (raw.length > MAX_MESSAGE_BYTES) {
      connection.send(
        errorFrame(
          ProtocolError.messageTooLarge,
          `Message of ${raw.length} bytes exceeds ${MAX_MESSAGE_BYTES}.`,
        ),
      );
      return;
    }
    const message = isBinary ? null : parseClientMessage(raw.toString('utf8'));
    if (!message) {
      connection.send(errorFrame(ProtocolError.invalidMessage, 'Invalid message format.'));
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        connection.send(PONG);
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscriptions.subscribe(connection, message.data);
        return;
      case 'pusher:unsubscribe': {
        const data = message.data as { channel?: unknown } | null;
        this.subscriptions.unsubscribe(connection, data?.channel);
        return;
      }
    }
    if (message.event.startsWith('client-')) {
      handleClientEvent(this.realtime, connection, message);
      return;
    }
    connection.send(
      errorFrame(ProtocolError.invalidMessage, `Unsupported event ${message.event.slice(0, 64)}.`),
    );
  }

  private closed(connection: Connection): void {
    connection.closed = true;
    if (!this.connections.delete(connection)) return;
    this.subscriptions.leaveAll(connection);
    if (this.connections.size === 0) this.allClosed?.();
  }

  /** Pings sockets silent for the activity timeout; closes with 4201 those that did not answer in time. */
  private sweep(now = Date.now()): void {
    const activityMs = this.config.activityTimeoutSeconds * 1000;
    const pongMs = this.config.pongTimeoutSeconds * 1000;
    for (const connection of this.connections) {
      if (connection.pingSentAt === 0) {
        if (now - connection.lastActivity >= activityMs) {
          connection.send(PING);
          connection.pingSentAt = now;
        }
      } else if (now - connection.pingSentAt >= pongMs) {
        connection.close(ProtocolError.pongNotReceived, 'Pong reply not received');
      }
    }
  }

  /**
   * Shutdown: every socket is told 4200 (reconnect now: another instance, or this one
   * restarted, will answer), then cut off if it has not closed within a second.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    if (this.connections.size > 0) {
      const done = new Promise<void>((resolve) => {
        this.allClosed = resolve;
      });
      for (const connection of this.connections) {
        connection.send(errorFrame(ProtocolError.reconnect, 'Server is shutting down. Please reconnect.'));
        connection.close(ProtocolError.reconnect, 'Server shutting down');
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
      clearTimeout(timer);
      for (const connection of [...this.connections]) {
        connection.terminate();
        this.closed(connection);
      }
    }
    this.wss.close();
  }
}
