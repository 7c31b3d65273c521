import { hash, randomBytes, randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '@travesia/domain';

/** An opaque bearer or reset token: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak yields no usable token. One-shot `hash`: no Hash object per call. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A company's invitation code: random characters of the unambiguous alphabet (about 59 bits). */
export function generateInvitationCode(): string {
  return Array.from(
    { length: INVITATION_CODE_LENGTH },
    () => INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)],
  ).join('');
}
