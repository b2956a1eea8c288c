import type { DestinationStream } from 'pino';

/** One pino line, as the app wrote it. */
export interface LogEntry {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** pino's numeric levels. */
export const LOG_LEVEL = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** A pino destination that keeps every line the app logs, for tests to read. */
export class LogCapture implements DestinationStream {
  private lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  /** Total size of everything logged since the last clear(), in bytes. */
  get byteLength(): number {
    return this.lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
  }

  entries(): LogEntry[] {
    return this.lines.map((line) => JSON.parse(line) as LogEntry);
  }

  atOrAbove(level: number): LogEntry[] {
    return this.entries().filter((entry) => entry.level >= level);
  }

  clear(): void {
    this.lines = [];
  }
}
