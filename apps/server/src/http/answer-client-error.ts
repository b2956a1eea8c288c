import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { buildErrorBody } from '../app-error';
import { JSON_REFUSAL_HEADERS } from './security-headers';

/**
 * Node's answer when a request cannot even be parsed as HTTP — a NUL or a raw non-ASCII byte in
 * the URL, a request head over 16 KB — before Fastify sees it (its `clientErrorHandler`).
 * Fastify's default writes its own JSON; this writes an ApiErrorBody like every other refusal
 * (docs/decisions/0109), then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, buildErrorBody('PAYLOAD_TOO_LARGE', HEAD_TOO_LARGE_MESSAGE)]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, buildErrorBody('VALIDATION_ERROR', 'The request took too long to arrive.')]
        : [400, buildErrorBody('VALIDATION_ERROR', NOT_HTTP_MESSAGE)];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        REFUSAL_HEADER_LINES +
        `Connection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/** The JSON refusal's headers (decision 0889), as lines of the head written here. */
const REFUSAL_HEADER_LINES = JSON_REFUSAL_HEADERS.map(
  ([name, value]) => `${name}: ${value}\r\n`,
).join('');

export const HEAD_TOO_LARGE_MESSAGE =
  'The request URL and headers are too large (the limit is 16 KB together).';
export const NOT_HTTP_MESSAGE =
  'The request is not valid HTTP: the URL and headers may only hold printable ASCII (percent-encode the rest).';
