import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The load balancer of docs/deploy.md, as small as a test can have it: each request goes to
 * the next server in turn, its answer (the live stream's events included) piped back as it
 * comes, never buffered. It adds the caller's address to X-Forwarded-For as a real proxy does
 * (the servers trust 127.0.0.1), and says which server answered in `x-upstream` so a test can
 * tell that a message crossed from one server to the other. A server taken out of the turn
 * (`remove`, as a health check would after a kill) gets no new requests; those it held die
 * with it and are answered 502 with no body, which a client reads as no answer.
 */
export interface RoundRobinProxy {
  origin: string;
  /** The servers in the turn, by origin. */
  upstreams: string[];
  add(origin: string): void;
  remove(origin: string): void;
  close(): Promise<void>;
}

export async function startProxy(origins: string[]): Promise<RoundRobinProxy> {
  const upstreams = [...origins];
  let turn = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[turn++ % upstreams.length];
    if (!upstream) return void response.writeHead(502).end();
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request(
      `${upstream}${request.url}`,
      { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream });
        // Headers out at once, each chunk as it comes: an event stream's `hello` arrives before any body ends.
        response.flushHeaders();
        answer.pipe(response);
        answer.once('error', () => response.destroy());
      },
    );
    outgoing.once('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    // A client that hangs up (a closed live stream) frees the server's connection too.
    response.once('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    add: (origin) => void upstreams.push(origin),
    remove: (origin) => {
      const at = upstreams.indexOf(origin);
      if (at >= 0) upstreams.splice(at, 1);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
