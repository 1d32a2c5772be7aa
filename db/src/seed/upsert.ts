import { getTableColumns, type SQL, sql, type Table } from "drizzle-orm";

/** `excluded.<column>` for every listed column: an upsert that rewrites the seeded content. */
export function excluded<T extends Table>(
  table: T,
  keys: (keyof T["_"]["columns"] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]?.name}"`)]));
}

/** Splits rows into batches that stay well below SQLite's bound-parameter limit. */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
