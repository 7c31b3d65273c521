import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Beside the embedded database: which process owns it, and the port it answers on. */
const MARKER_FILE = 'travesia-server.json';

export interface RunningServer {
  pid: number;
  port: number;
}

/** Written once the server listens on the embedded database, removed when it stops. */
export function markServerRunning(dataDir: string, port: number): void {
  writeFileSync(join(dataDir, MARKER_FILE), JSON.stringify({ pid: process.pid, port }));
}

export function clearServerRunning(dataDir: string): void {
  rmSync(join(dataDir, MARKER_FILE), { force: true });
}

/**
 * The server that owns the embedded database in `dataDir`, if one is running. PGlite's folder has one owner: a
 * command must ask that server, or open the folder only when none runs. A marker left by a crash names a process
 * that is gone and counts as none.
 */
export function findRunningServer(dataDir: string): RunningServer | null {
  const file = join(dataDir, MARKER_FILE);
  if (!existsSync(file)) return null;
  const marker = JSON.parse(readFileSync(file, 'utf8')) as RunningServer;
  try {
    process.kill(marker.pid, 0);
    return marker;
  } catch {
    return null;
  }
}
