import type { Executor } from '@travesia/db';
import { sql } from 'drizzle-orm';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
