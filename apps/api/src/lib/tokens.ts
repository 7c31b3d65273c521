import { hash, randomBytes } from 'node:crypto';

/** An opaque bearer or reset token: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak yields no usable token. One-shot `hash`: no Hash object per call. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
