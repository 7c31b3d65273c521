import type { DatabaseHandle } from '@travesia/db';
import type { AppContext } from '../../context';
import { readOutboxState } from '../mail/service';
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

async function mailRelayState(context: AppContext, now: Date): Promise<'ok' | 'stuck'> {
  const { oldestDueAt } = await readOutboxState(context.db, now);
  return oldestDueAt && now.getTime() - oldestDueAt.getTime() > MAIL_STUCK_AFTER_MS ? 'stuck' : 'ok';
}
