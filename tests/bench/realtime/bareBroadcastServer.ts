import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { FANOUT_CHANNEL, FANOUT_EVENT } from './fanOutNames';

/**
 * The practical limit the fan-out is compared with: a bare `ws` server that, on
 * `POST /broadcast` with an event's data as the body, sends the frame Atrium would send
 * for it (same bytes, built once, one Buffer for all, as Atrium's ChannelRegistry does) to
 * every client. No protocol, no channels, no signatures: whatever Atrium takes beyond this
 * is its own cost. Run in its own process by startBareServer; listens on PORT of 127.0.0.1.
 * Answers the broadcast with `{clients, sendLoopMs}`.
 */
const port = Number(process.env.PORT);
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: true });

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/up') {
    response.end('ok');
    return;
  }
  if (request.method !== 'POST' || request.url !== '/broadcast') {
    response.statusCode = 404;
    response.end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const data = Buffer.concat(chunks).toString('utf8');
    const frame = Buffer.from(
      `{"event":${JSON.stringify(FANOUT_EVENT)},"channel":${JSON.stringify(FANOUT_CHANNEL)},"data":${JSON.stringify(data)}}`,
    );
    // Timed so the report can tell the server's write loop (a syscall per socket) from the
    // load generator's reading: which of the two the last receiver waited for.
    const started = performance.now();
    for (const client of wss.clients) client.send(frame, { binary: false });
    const sendLoopMs = performance.now() - started;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ clients: wss.clients.size, sendLoopMs }));
  });
});
server.on('upgrade', (request, socket, head) => {
  socket.on('error', () => socket.destroy());
  wss.handleUpgrade(request, socket, head, (ws) => {
    ws.on('error', () => undefined);
  });
});
server.listen(port, '127.0.0.1');

const stop = () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
