// Nest's console logger at the configured LOG_LEVEL, with the current request id in every line.
import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { currentRequestId } from './request-context';

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

  protected override formatContext(context: string): string {
    const requestId = currentRequestId();
    return requestId ? `${super.formatContext(context)}[${requestId}] ` : super.formatContext(context);
  }
}
