import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** The download was stopped by the client (closed tab, lost signal): not a fault of ours. */
export class ExportAbortedError extends Error {
  constructor() {
    super('The client stopped the download');
    this.name = 'ExportAbortedError';
  }
}

export interface ZipWriter {
  /** The ZIP's bytes, to send as the response body. */
  readonly output: Readable;
  /**
   * Settles when the client has read the whole ZIP, or rejects with what stopped it (the error
   * given to fail(), a file's stream error, or ExportAbortedError when the client went away).
   */
  readonly done: Promise<void>;
  /**
   * Adds one file. Resolves when the archive starts writing it, that is when every file before
   * it is written out: a caller that awaits each add keeps at most one file ahead of the client,
   * so a large account never sits in memory (decision 0813). Rejects once the writer has failed
   * or the client has gone. A Readable is read as the client takes it (e.g. jobs page by page).
   */
  add(name: string, content: Buffer | string | Readable): Promise<void>;
  /** No more files: writes the central directory and ends `output`. */
  finish(): void;
  /**
   * Stops with an error: `output` is destroyed with it, so Fastify cuts the connection if the
   * response has started (the browser shows a failed download, never a truncated ZIP that looks
   * whole) or answers with the error if it has not.
   */
  fail(error: Error): void;
}

/** A streaming ZIP (yazl) whose files are produced one at a time, as the client reads. */
export function createZipWriter(): ZipWriter {
  const zip = new ZipFile();
  const output = new PassThrough();
  // yazl's own stream: piped, not handed out, so a failure can destroy what the client reads.
  (zip.outputStream as Readable).pipe(output);
  const mtime = new Date();
  let stopped: Error | null = null;
  let isRead = false;
  const pending = new Set<(error: Error) => void>();
  let reading: Readable | null = null;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));

  function stop(error: Error): void {
    if (stopped || isRead) return;
    stopped = error;
    for (const reject of pending) reject(error);
    pending.clear();
    reading?.destroy();
    settle?.reject(error);
  }

  zip.on('error', (error: Error) => fail(error));
  output.on('end', () => {
    isRead = true;
    settle?.resolve();
  });
  // Closed before its end was read: the client went away (or fail() destroyed it first).
  output.on('close', () => stop(new ExportAbortedError()));

  function fail(error: Error): void {
    stop(error);
    if (!output.destroyed) output.destroy(error);
  }

  return {
    output,
    done,
    add(name, content) {
      if (stopped) return Promise.reject(stopped);
      return new Promise<void>((resolve, reject) => {
        pending.add(reject);
        zip.addReadStreamLazy(name, { mtime }, (callback) => {
          pending.delete(reject);
          if (stopped) return;
          const stream =
            content instanceof Readable
              ? content
              : Readable.from([typeof content === 'string' ? Buffer.from(content) : content], {
                  objectMode: false,
                });
          // pipe() does not pass errors on: a failing file fails the whole download.
          stream.once('error', (error) => fail(error));
          reading = stream;
          callback(null, stream);
          resolve();
        });
      });
    },
    finish() {
      if (!stopped) zip.end();
    },
    fail,
  };
}
