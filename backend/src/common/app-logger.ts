// Nest's console logger at the configured LOG_LEVEL; HTTP log lines carry their request id themselves.
import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config';

const LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  verbose: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

export function logLevelsFor(level: AppConfig['logLevel']): LogLevel[] {
  return LEVELS[level];
}

export class AppLogger extends ConsoleLogger {
  constructor(level: AppConfig['logLevel']) {
    super({ logLevels: logLevelsFor(level) });
  }
}
