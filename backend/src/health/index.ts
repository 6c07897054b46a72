// What the app composes of the health module.
export { HealthModule } from './health.module';
