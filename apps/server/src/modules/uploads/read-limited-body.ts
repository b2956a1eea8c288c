import type { Readable } from 'node:stream';
import { tooLargeError } from './upload-errors';

/**
 * Reads a raw request body up to `maxBytes`; a 413 as soon as it is over (or when Content-Length
 * says it will be), without buffering the rest, which is drained and dropped so the client still
 * reads the answer.
 */
export function readLimitedBody(
  stream: Readable,
  maxBytes: number,
  contentLength: string | undefined,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = contentLength === undefined ? Number.NaN : Number(contentLength);
    if (Number.isFinite(declared) && declared > maxBytes) {
      stream.resume();
      reject(tooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let isOver = false;
    stream.on('data', (chunk: Buffer) => {
      if (isOver) return;
      received += chunk.length;
      if (received > maxBytes) {
        isOver = true;
        chunks.length = 0;
        reject(tooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => {
      if (!isOver) resolve(Buffer.concat(chunks));
    });
    stream.on('error', (error) => {
      if (!isOver) reject(error);
    });
  });
}
