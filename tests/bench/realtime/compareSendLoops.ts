import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, WebSocketServer } from 'ws';
import { eventFrame, wireFrame } from '../../../server/realtime/frames';
import { writeWireFrame } from '../../../server/realtime/writeWireFrame';
import { percentile } from '../percentile';
import { FANOUT_CHANNEL, FANOUT_EVENT } from './fanOutNames';
import { intEnv } from './intEnv';

/**
 * `npx tsx tests/bench/realtime/compareSendLoops.ts`: the server's own cost of one
 * broadcast, without the load generator's reading that dominates the end-to-end fan-out
 * figure. N real sockets (BENCH_RT_SOCKETS, 5000) on 127.0.0.1, both ends in this process;
 * each round times one synchronous loop that sends the same event to all of them, either
 * as ws.send of one shared Buffer (what Atrium did, and what the bare server does) or as
 * one pre-built frame written to each socket (writeWireFrame, what Atrium does now). The
 * two alternate round by round (BENCH_RT_ROUNDS, 40 each), so both see the same machine
 * load; the receivers drain between rounds. Prints the medians and their ratio.
 */
const sockets = intEnv('BENCH_RT_SOCKETS', 5_000);
const rounds = intEnv('BENCH_RT_ROUNDS', 40);

async function main(): Promise<void> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => wss.once('listening', resolve));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const servers: WebSocket[] = [];
  wss.on('connection', (ws) => servers.push(ws));
  let received = 0;
  const clients: WebSocket[] = [];
  for (let opened = 0; opened < sockets; opened += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, sockets - opened) }, async () => {
        const client = new WebSocket(url, { perMessageDeflate: false });
        client.on('message', () => received++);
        clients.push(client);
        await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
      }),
    );
  }
  while (servers.length < sockets) await sleep(10);

  const timings = { wsSend: [] as number[], wireFrame: [] as number[] };
  let fallbacks = 0;
  for (let round = 0; round < rounds * 2; round++) {
    const text = eventFrame(
      FANOUT_EVENT,
      FANOUT_CHANNEL,
      JSON.stringify(JSON.stringify({ id: round, sentAt: Date.now() })),
    );
    const before = received;
    const started = performance.now();
    if (round % 2 === 0) {
      const frame = Buffer.from(text);
      for (const ws of servers) ws.send(frame, { binary: false });
      timings.wsSend.push(performance.now() - started);
    } else {
      const frame = wireFrame(text);
      for (const ws of servers) {
        if (!writeWireFrame(ws, frame)) {
          fallbacks++;
          ws.send(frame.text, { binary: false });
        }
      }
      timings.wireFrame.push(performance.now() - started);
    }
    while (received - before < sockets) await sleep(5);
  }

  const median = (values: number[]) => Math.round(percentile(values, 50) * 10) / 10;
  const wsSend = median(timings.wsSend);
  const prebuilt = median(timings.wireFrame);
  console.log(`${sockets} sockets, ${rounds} rounds each, alternating`);
  console.log(`  ws.send of a shared Buffer:     median ${wsSend} ms per broadcast loop`);
  console.log(
    `  pre-built frame, one write:     median ${prebuilt} ms per broadcast loop (${fallbacks} fallbacks)`,
  );
  console.log(`  pre-built / ws.send:            ${Math.round((prebuilt / wsSend) * 100) / 100}x`);
  for (const client of clients) client.terminate();
  wss.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
