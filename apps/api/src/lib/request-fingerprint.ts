import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of what a request asks for: its kind and its validated body, with object keys sorted so the same
 * request in another key order (or with defaults spelled out) has the same fingerprint.
 */
export function requestFingerprint(kind: string, body: unknown): string {
  return createHash('sha256')
    .update(`${kind}\n${JSON.stringify(body, sortKeys)}`)
    .digest('hex');
}

function sortKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)),
  );
}
