import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const BACKUP_FILE = /^travesia-\d{8}T\d{6}Z\.tar\.gz$/;

/** `travesia-20261202T043000Z.tar.gz`: names that sort by time. */
export function backupFileName(at: Date): string {
  return `travesia-${compactTime(at)}.tar.gz`;
}

/** `20261202T043000Z`: ISO 8601's basic format, to the second. */
function compactTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .sort();
}

/**
 * Writes a snapshot of the embedded database (a gzipped data folder, `DatabaseHandle.snapshot`) into `dir` and
 * keeps the newest `keep` backups. Returns the new file's path.
 */
export async function writeBackup(
  snapshot: Blob,
  dir: string,
  keep: number,
  at = new Date(),
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, backupFileName(at));
  // Written beside its name, then renamed: a backup cut off half-way never looks like a backup.
  writeFileSync(`${file}.partial`, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(`${file}.partial`, file);
  const backups = listBackups(dir);
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) rmSync(join(dir, old));
  return file;
}

/**
 * Replaces the embedded database in `dataDir` with a backup, keeping the folder it replaces beside it
 * (`<dataDir>.before-restore-<time>`). The server must be stopped. Returns where the old folder went, if any.
 */
export async function restoreBackup(file: string, dataDir: string, at = new Date()): Promise<string | null> {
  const tarball = new Blob([readFileSync(file)]);
  const aside = existsSync(dataDir) ? `${dataDir}.before-restore-${compactTime(at)}` : null;
  if (aside) renameSync(dataDir, aside);
  mkdirSync(dataDir, { recursive: true });
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: tarball });
    await client.query('SELECT 1');
    await client.close();
  } catch (error) {
    // A backup that does not open leaves the database as it was.
    rmSync(dataDir, { recursive: true, force: true });
    if (aside) renameSync(aside, dataDir);
    throw error;
  }
  return aside;
}
