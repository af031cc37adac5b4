/**
 * An HTTPS front speaking HTTP/2 to the browser and HTTP/1.1 to the server, as the load
 * balancer of docs/deploy.md does in production: a phone's browser then fetches a screen's
 * thirty-odd files over one connection instead of queueing them on six. The certificate is
 * made for the run with the system's openssl and trusted by the measuring browser's
 * `--ignore-certificate-errors` only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids or that describe the hop, not the message. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'host',
]);

export async function startHttp2Front(upstream: URL, port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-h2-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const server = http2.createSecureServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && !HOP_HEADERS.has(name)) headers[name] = value;
      headers.host = upstream.host;
      const forwarded = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
        (answer) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_HEADERS.has(name) && value !== undefined) out[name] = value;
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.headersSent || res.writeHead(502).end());
      req.pipe(forwarded);
    },
  );
  // Live streams keep their sessions open: closing ends them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
