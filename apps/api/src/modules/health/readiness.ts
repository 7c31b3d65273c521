import type { DatabaseHandle } from '@travesia/db';
import type { AppContext } from '../../context';
import { findOldestDueMessage } from '../mail/service';
import { pingDatabase } from './repository';

/** A due e-mail waiting longer than this means no relay is delivering (each runs every few seconds). */
export const MAIL_STUCK_AFTER_MS = 10 * 60_000;

export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending';
    mailRelay: 'ok' | 'stuck' | 'off';
  };
}

/**
 * Whether this process should be sent traffic: its database answers, carries every migration of this build, and
 * e-mail is leaving (a relay that stopped strands every confirmation, approval and reset link).
 */
export async function checkReadiness(
  context: AppContext,
  database: Pick<DatabaseHandle, 'pendingMigrations'>,
  now = new Date(),
): Promise<Readiness> {
  try {
    await pingDatabase(context.db);
  } catch {
    return { ready: false, checks: { database: 'unreachable', migrations: 'pending', mailRelay: 'off' } };
  }
  const migrations = (await database.pendingMigrations()) === 0 ? 'ok' : 'pending';
  const mailRelay = context.config.mailRelaySeconds > 0 ? await mailRelayState(context, now) : 'off';
  return {
    ready: migrations === 'ok' && mailRelay !== 'stuck',
    checks: { database: 'ok', migrations, mailRelay },
  };
}

/** What a 503 of /health/ready says, in Spanish: which checks failed. */
export function readinessProblem({ checks }: Readiness): string {
  const problems = [
    checks.database === 'unreachable' ? 'la base de datos no responde' : null,
    checks.migrations === 'pending' ? 'faltan migraciones por aplicar' : null,
    checks.mailRelay === 'stuck' ? 'los correos no están saliendo' : null,
  ].filter((problem) => problem !== null);
  return `El servicio no está listo: ${problems.join(', ')}.`;
}

async function mailRelayState(context: AppContext, now: Date): Promise<'ok' | 'stuck'> {
  const oldestDueAt = await findOldestDueMessage(context.db, now);
  return oldestDueAt && now.getTime() - oldestDueAt.getTime() > MAIL_STUCK_AFTER_MS ? 'stuck' : 'ok';
}
