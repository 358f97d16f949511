import postgres from "postgres";

/** Creates the database named in `url` if it does not exist yet, connecting to the `postgres` maintenance DB. */
export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ""));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Refusing to create a database named "${name}"`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) {
      try {
        await sql.unsafe(`create database "${name}"`);
      } catch (err) {
        // Two processes starting together may race to create it; the loser sees duplicate_database.
        if ((err as { code?: string }).code !== "42P04") throw err;
      }
    }
  } finally {
    await sql.end();
  }
}
