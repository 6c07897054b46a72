// What the app composes of the database module, and the SQLite file's name crash tests reopen.
export { SQLITE_FILE } from './data-source-options';
export { DatabaseModule } from './database.module';
