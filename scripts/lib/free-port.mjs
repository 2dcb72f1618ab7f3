// A loopback port free right now (bind port 0, note it, close it): for servers that tests, drills and scans start.
import net from 'node:net';

/** @returns {Promise<number>} */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return port;
}
