// Entry point: validate the environment, start the backend, and exit 1 with a one-line reason when it cannot.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from './config';

function displayUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Loaded only after the environment is known to be valid, so a bad value fails fast and alone.
  const { createApp } = await import('./app.setup');
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  Logger.log(`AniFan is listening on ${displayUrl(config.host, port)}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  Logger.error(
    error instanceof Error ? error.message : String(error),
    error instanceof Error ? error.stack : undefined,
    'Bootstrap',
  );
  process.exit(1);
});
