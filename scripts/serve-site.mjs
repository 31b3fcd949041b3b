// Serves site/ as any static host would: files only, no rewrites, optionally under a sub-path.
// `npm start` runs it on http://localhost:8000/; the site tests mount it under a sub-path.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/** What `npm start` lists, beside the site's root. */
export const SITE_ADDRESSES = [
  ['demo/index.html', 'Demo'],
  ['demo/generator.html', 'Embed generator'],
  ['docs/index.html', 'Guides'],
  ['reference/index.html', 'Reference'],
  ['table/index.html', 'At the table'],
];

/** Starts the server; resolves to `{ url, close }` once it listens. `base` starts and ends with `/`. */
export function serveSite({ root = 'site', base = '/', port = 8000, host = 'localhost' } = {}) {
  const files = sirv(root, { dev: true, dotfiles: false });
  const notFound = (response) => {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Not found');
  };
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === base.slice(0, -1)) {
      response.statusCode = 301;
      response.setHeader('Location', base);
      response.end();
      return;
    }
    if (!url.startsWith(base)) return notFound(response);
    request.url = `/${url.slice(base.length)}`;
    files(request, response, () => notFound(response));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}${base}`,
        // Open keep-alive connections end too: a closed server answers nothing, as when offline.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseIndex = process.argv.indexOf('--base');
  const base = baseIndex > 0 ? process.argv[baseIndex + 1] : '/';
  const { url } = await serveSite({ base, port: Number(process.env.PORT ?? 8000) });
  console.log(
    [
      `The site is on ${url} (Ctrl+C stops it):`,
      ...SITE_ADDRESSES.map(([path, label]) => `  ${label.padEnd(16)} ${url}${path}`),
    ].join('\n'),
  );
}
