import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';

// The reverse proxy of the README's deployment, for the benches that load pages in a browser: TLS
// and HTTP/2 in front of the compiled server, which speaks HTTP/1.1 (docs/decisions/0867). It
// does what the README asks of Caddy or nginx and nothing more: it forwards `Accept-Encoding` and
// passes the server's answers through as they are (no compression of its own, `Cache-Control`
// untouched), and says who asked with `X-Forwarded-For` and `X-Forwarded-Proto` (TRUST_PROXY).

/** Headers of one HTTP/1.1 hop, which HTTP/2 forbids and a proxy never forwards. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

export interface Http2Front {
  /** https://localhost:<port>, the address the browser is given. */
  origin: string;
  /**
   * Chromium's `--ignore-certificate-errors-spki-list` value: the browser accepts this run's
   * certificate, made for it and for nothing else, and still refuses any other that is not valid.
   */
  spkiHash: string;
  stop: () => Promise<void>;
}

/** A self-signed certificate for `localhost`, made by Debian's `openssl` for one run. */
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'pipeproof-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-nodes', '-days', '1', '-subj', '/CN=localhost'],
        ...['-addext', 'subjectAltName=DNS:localhost'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Listens on `port` (loopback) and forwards every request to `backend` (http://host:port). */
export async function startHttp2Front(port: number, backend: URL): Promise<Http2Front> {
  const { key, cert } = localhostCertificate();
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = forwardable(request.headers);
    headers.host = request.headers[':authority'] ?? request.headers.host;
    headers['x-forwarded-for'] = request.socket.remoteAddress;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // Chromium keeps its connection open; `stop` ends it rather than waiting for the browser.
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return {
    origin: `https://localhost:${port}`,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    stop: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
