import net from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent as is on the request line: percent-encoding, dot segments and odd bytes included. */
  target: Buffer | string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One HTTP/1.1 request written byte for byte on a fresh connection (fetch would normalise the
 * URL and refuse odd headers), read until the server closes it. A connection the server drops
 * without an answer resolves with status 0.
 */
export function sendRawHttp(url: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body);
  const headerLines = Object.entries({
    host: `${hostname}:${port}`,
    connection: 'close',
    ...(body.length > 0 || request.method !== 'GET'
      ? { 'content-length': String(body.length) }
      : {}),
    ...request.headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  const head = Buffer.concat([
    Buffer.from(`${request.method} `),
    Buffer.from(request.target),
    Buffer.from(` HTTP/1.1\r\n${headerLines.join('')}\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(Buffer.concat([head, body]));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

function parseResponse(bytes: Buffer): RawResponse {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: bytes };
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = bytes.subarray(end + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? dechunk(rest) : rest;
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(bytes.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
