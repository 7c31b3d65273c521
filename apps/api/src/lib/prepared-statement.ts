import type { Database } from '@travesia/db';

/**
 * A hot read built once per database handle and prepared by name (decision 022): Drizzle renders its SQL once
 * instead of on every request, and PostgreSQL parses and plans it once per pooled connection. It holds no data,
 * so two API processes behave as one. Only for reads on the handle itself, never inside a transaction.
 */
export function preparedPerDatabase<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
