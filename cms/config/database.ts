import path from 'node:path';
import type Database from 'better-sqlite3';
import { environment } from '../src/environment';

export default () => {
  const env = environment();
  if (env.DATABASE_CLIENT === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: env.DATABASE_URL
          ? {
              connectionString: env.DATABASE_URL,
              schema: env.DATABASE_SCHEMA,
              ssl: env.DATABASE_SSL && { rejectUnauthorized: true },
            }
          : {
              host: env.DATABASE_HOST,
              port: env.DATABASE_PORT,
              database: env.DATABASE_NAME,
              user: env.DATABASE_USERNAME,
              password: env.DATABASE_PASSWORD,
              schema: env.DATABASE_SCHEMA,
              ssl: env.DATABASE_SSL && { rejectUnauthorized: true },
            },
        pool: { min: env.DATABASE_POOL_MIN, max: env.DATABASE_POOL_MAX },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(process.cwd(), env.DATABASE_FILENAME) },
      useNullAsDefault: true,
      pool: {
        // FULL sync, so an acknowledged write survives a crash (decision 038).
        afterCreate(connection: Database.Database, done: (error: Error | null, connection: unknown) => void) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = FULL');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          done(null, connection);
        },
      },
    },
  };
};
