// What the app composes of the database module, the SQLite file's name crash tests reopen, and the
// migrations in order (for the specs of a module's own migration).
export { SQLITE_FILE } from './data-source-options';
export { DatabaseModule } from './database.module';
export { migrations } from './migrations';
