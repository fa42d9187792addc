import pg from "pg";

/** The least a migration runner needs, over either PGlite or a PostgreSQL server. */
export interface SqlExecutor {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function postgresExecutor(connectionString: string): Promise<SqlExecutor> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params as unknown[])).rows as T[],
    close: () => client.end(),
  };
}
