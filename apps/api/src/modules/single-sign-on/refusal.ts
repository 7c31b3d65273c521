import type { SingleSignOnRefusal } from '@travesia/domain';

/**
 * A sign-in through a provider that lets nobody in: `refusal` is what the person reads (SSO_REFUSALS), `detail`
 * what the audit log keeps of why (the library's own words, the claim that failed).
 */
export class SingleSignOnRefused extends Error {
  constructor(
    readonly refusal: SingleSignOnRefusal,
    readonly detail: string,
  ) {
    super(`${refusal}: ${detail}`);
    this.name = 'SingleSignOnRefused';
  }
}

/** The audit log keeps this much of a library's message: enough to tell why, never a whole token. */
export function shortDetail(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 300);
}
