// What the app composes of the database module.
export { DatabaseModule } from './database.module';
