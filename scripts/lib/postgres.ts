import { Client } from "pg";

/** Why PostgreSQL at `url` does not answer, or null when it does (3 s connect timeout). */
export async function postgresProblem(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}
