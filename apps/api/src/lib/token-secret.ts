import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';

const SECRET_FILE = 'token-secret';
const MIN_LENGTH = 32;

/**
 * The secret that signs flight offers: TOKEN_SECRET, or (outside production, where the configuration requires
 * it) one generated on the first start and kept in DATA_DIR, so restarts and every process on that folder
 * accept the offers the others handed out.
 */
export function resolveTokenSecret(config: Pick<AppConfig, 'tokenSecret' | 'dataDir'>): string {
  return config.tokenSecret ?? readOrCreateSecretFile(config.dataDir);
}

/**
 * Reads the folder's secret, creating it if there is none. The secret is written whole to a file of this
 * process and then linked to its final name, which fails if another process got there first: two processes
 * starting together never read a half-written file, and both end up with the one that won.
 */
export function readOrCreateSecretFile(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readSecret(path) ?? unusable(path);
}

function readSecret(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return text.length >= MIN_LENGTH ? text : unusable(path);
}

function unusable(path: string): never {
  throw new Error(`${path} holds no usable token secret: delete it to generate a new one`);
}
