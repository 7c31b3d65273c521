import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupFileName, listBackups, restoreBackup, writeBackup } from '../src/backups';
import { createDatabase } from '../src/client';
import { companies } from '../src/schema';

const company = { name: 'Copias S.A.S.', email: 'copias.co' };

describe('backups of the embedded database', () => {
  it('names backups so that they sort by time', () => {
    expect(backupFileName(new Date('2026-12-02T04:30:05.123Z'))).toBe('travesia-20261202T043005Z.tar.gz');
  });

  it('takes a snapshot while the database is in use, keeps the newest ones and restores one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'travesia-backups-'));
    const dataDir = join(root, 'data');
    const backups = join(root, 'backups');
    const database = createDatabase({ dataDir });
    await database.migrate();
    writeFileSync(join(dataDir, 'token-secret'), 'kept beside the data');
    await database.db.insert(companies).values(company);

    // A transaction open while the snapshot is taken is not in it: the copy waits for it, then sees it whole.
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ ...company, name: 'A medias S.A.S.', email: 'amedias.co' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const snapshot = database.snapshot?.();
    await transaction;
    const first = await writeBackup((await snapshot) as Blob, backups, 2, new Date('2026-12-01T00:00:00Z'));
    await writeBackup((await database.snapshot?.()) as Blob, backups, 2, new Date('2026-12-02T00:00:00Z'));
    await writeBackup((await database.snapshot?.()) as Blob, backups, 2, new Date('2026-12-03T00:00:00Z'));
    expect(listBackups(backups)).toEqual([
      'travesia-20261202T000000Z.tar.gz',
      'travesia-20261203T000000Z.tar.gz',
    ]);
    expect(existsSync(first)).toBe(false);

    await database.db.delete(companies).where(eq(companies.email, 'copias.co'));
    await database.close();

    const aside = await restoreBackup(join(backups, 'travesia-20261203T000000Z.tar.gz'), dataDir);
    expect(aside && existsSync(aside)).toBe(true);
    const restored = createDatabase({ dataDir });
    try {
      const names = (await restored.db.select().from(companies)).map((row) => row.name).sort();
      expect(names).toEqual(['A medias S.A.S.', 'Copias S.A.S.']);
      expect(await restored.pendingMigrations()).toBe(0);
    } finally {
      await restored.close();
    }
    // The folder's other files come back too: the secret the server keeps beside the data outside production.
    expect(readFileSync(join(dataDir, 'token-secret'), 'utf8')).toBe('kept beside the data');
    // Four embedded databases opened one after another: slow on a busy machine.
  }, 120_000);

  it('leaves the database as it was when the backup does not open', async () => {
    const root = mkdtempSync(join(tmpdir(), 'travesia-backups-'));
    const dataDir = join(root, 'data');
    const database = createDatabase({ dataDir });
    await database.migrate();
    await database.db.insert(companies).values(company);
    await database.close();
    const broken = join(root, 'travesia-20261203T000000Z.tar.gz');
    writeFileSync(broken, 'not a tarball');

    await expect(restoreBackup(broken, dataDir)).rejects.toThrow();
    const same = createDatabase({ dataDir });
    try {
      expect(await same.db.select().from(companies)).toHaveLength(1);
    } finally {
      await same.close();
    }
  }, 120_000);
});
