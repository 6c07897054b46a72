// The one place the app's configuration is read and provided: `import { APP_CONFIG, type AppConfig } from '../config'`.
export { type AppConfig, ConfigError, DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from './app-config';
export { APP_CONFIG, ConfigModule } from './config.module';
