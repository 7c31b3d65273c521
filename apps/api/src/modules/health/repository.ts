import { sql } from 'drizzle-orm';
import type { Executor } from '../../context';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
