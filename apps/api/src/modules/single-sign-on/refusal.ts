import type { Executor } from '@travesia/db';
import type { SingleSignOnRefusal } from '@travesia/domain';
import { recordAudit } from '../audit/service';

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
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  // openid-client's messages are general ("invalid response encountered"); the cause says which check failed.
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  const code = 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : '';
  return `${error.name}${code}: ${error.message}${cause}`.slice(0, 300);
}

/** Every refusal is audited with its reason: repeated ones show a misconfigured provider or somebody probing. */
export async function auditRefusal(
  db: Executor,
  attempt: { companyId: number | null; protocol: 'oidc' | 'saml' },
  refused: SingleSignOnRefused,
  ip: string | undefined,
): Promise<void> {
  await recordAudit(db, {
    action: 'auth.sso_refused',
    entity: 'company',
    entityId: attempt.companyId ?? 'unknown',
    companyId: attempt.companyId,
    actorUserId: null,
    details: { protocol: attempt.protocol, refusal: refused.refusal, detail: refused.detail },
    ip,
  });
}
