// A TCP port on 127.0.0.1 that is free now, for a server a script starts beside others (two test
// runners side by side, WebKitWebDriver, the platform tests' WordPress and Hugo).
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
