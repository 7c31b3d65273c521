import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, createDatabase } from '../src';

describe('createDatabase', () => {
  it('migrates an empty embedded database and reads back what it writes', async () => {
    const handle = createDatabase();
    await handle.migrate();
    const [created] = await handle.db
      .insert(companies)
      .values({ name: 'Prueba S.A.S.', country: 'Colombia' })
      .returning({ id: companies.id });
    expect(created).toBeDefined();
    const [found] = await handle.db
      .select()
      .from(companies)
      .where(eq(companies.id, created?.id ?? -1));
    expect(found?.name).toBe('Prueba S.A.S.');
    expect(found?.emailDomains).toEqual([]);
    await handle.close();
  });

  it('applies migrations only once when called twice', async () => {
    const handle = createDatabase();
    await handle.migrate();
    await expect(handle.migrate()).resolves.toBeUndefined();
    await handle.close();
  });
});
