import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane); `Algorithm` is a const enum, hence the literal. */
const ARGON2ID_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, ARGON2ID_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of time, so even the first unknown e-mail takes no longer than a known one. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Spends the same work as a real check, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
