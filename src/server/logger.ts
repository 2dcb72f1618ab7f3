import 'server-only';
import pino, { type Logger } from 'pino';

const holder = globalThis as typeof globalThis & { __smarttechLogger?: Logger };

/** The app's logger: JSON in production, pretty in development (pino-pretty), silent in tests unless LOG_LEVEL says otherwise. */
export function logger(): Logger {
  if (!holder.__smarttechLogger) {
    const level = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info');
    const pretty = process.env.NODE_ENV === 'development';
    holder.__smarttechLogger = pino({
      level,
      base: undefined,
      redact: ['password', '*.password', 'headers.cookie', 'headers.authorization'],
      ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
    });
  }
  return holder.__smarttechLogger;
}
