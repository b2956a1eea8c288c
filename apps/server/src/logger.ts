import { pino, type Logger } from 'pino';
import type { LogLevel } from './env';

/** JSON lines for machines; pino-pretty only when a person is watching a terminal. */
export function createLogger(level: LogLevel): Logger {
  if (!process.stdout.isTTY) return pino({ level });
  return pino({
    level,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  });
}
