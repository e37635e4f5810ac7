import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Connection } from './Connection';
import { wireFrame } from './frames';
import { waitUntil } from './testing/waitUntil';
import { writeWireFrame } from './writeWireFrame';

/** ws's own framing, which @types/ws does not declare: the reference `wireFrame` must match. */
const { Sender } = createRequire(import.meta.url)('ws') as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};

interface Pair {
  server: WebSocket;
  client: WebSocket;
  received: string[];
}

const servers: WebSocketServer[] = [];
const clients: WebSocket[] = [];

/** A real server socket and the real client at the other end, recording the text it receives. */
async function openPair(): Promise<Pair> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  servers.push(wss);
  await new Promise((resolve) => wss.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  clients.push(client);
  const received: string[] = [];
  client.on('message', (data, isBinary) => received.push(isBinary ? '<binary>' : String(data)));
  await new Promise((resolve) => client.once('open', resolve));
  return { server: await accepted, client, received };
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  await Promise.all(servers.splice(0).map((wss) => new Promise((resolve) => wss.close(resolve))));
});

describe('pre-built broadcast frames', () => {
  it('are byte for byte what ws frames, for every length encoding', () => {
    for (const length of [0, 5, 125, 126, 65535, 65536, 70_000]) {
      const text = 'x'.repeat(length);
      const ours = wireFrame(text);
      const theirs = Buffer.concat(
        Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
      );
      expect(ours.wire.equals(theirs), `length ${length}`).toBe(true);
      expect(ours.text.toString()).toBe(text);
    }
  });

  it('arrive as text messages, in order with what ws sends itself', async () => {
    const { server, received } = await openPair();
    server.send('first');
    expect(writeWireFrame(server, wireFrame('{"event":"second"}'))).toBe(true);
    server.send('third');
    await waitUntil('three messages', () => (received.length === 3 ? true : undefined));
    expect(received).toEqual(['first', '{"event":"second"}', 'third']);
  });

  it('are not written past ws while its sender has something queued', async () => {
    const { server, received } = await openPair();
    // ws reads a Blob asynchronously and queues what follows it: a raw write now would overtake it.
    server.send(new Blob(['blob']));
    expect(writeWireFrame(server, wireFrame('raw'))).toBe(false);
    const connection = new Connection('1.1', server, { messagesPerSecond: 50, clientEventsPerSecond: 10 });
    connection.sendWire(wireFrame('after the blob'));
    await waitUntil('two messages', () => (received.length === 2 ? true : undefined));
    expect(received).toEqual(['<binary>', 'after the blob']);
  });

  it('are not written after the close frame', async () => {
    const { server, client } = await openPair();
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    server.close(4200, 'bye');
    expect(writeWireFrame(server, wireFrame('too late'))).toBe(false);
    expect(await closed).toBe(4200);
  });
});
