import net from 'node:net';

/**
 * Asks the kernel for a free TCP port on 127.0.0.1. startServer listens on the
 * configured port and its URL is printed from it, so the port is chosen before
 * the server starts rather than letting it bind port 0.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port was given'))));
    });
  });
}
