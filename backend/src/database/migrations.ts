// Every TypeORM migration, in order; run at start on SQLite and PostgreSQL alike.
export const migrations: Function[] = [];
