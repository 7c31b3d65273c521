import type { Executor } from '@travesia/db';
import { expirePasswordResetTokensOfUser, expirePendingSignUpsOfEmail } from './repository';

/**
 * The links mailed to a person that can set a password (decision 035): reset links and sign-up links. Auth issues
 * and spends them; whatever ends a user's access expires them (decision 048), so they stand below both auth and
 * users.
 */
export {
  consumePasswordResetToken,
  consumePendingSignUp,
  expirePendingSignUpsOfEmail,
  findUsablePasswordResetToken,
  hasUsablePendingSignUp,
  insertPasswordResetTokenForEmail,
  insertPendingSignUp,
  type PendingSignUpRow,
} from './repository';

/**
 * Every link mailed to a user that could set a password (reset links, sign-up links of their address) stops
 * working: called by every password change, reset and deactivation (decision 035), so a link mailed before one of
 * them cannot undo it.
 */
export async function expirePasswordLinksOfUser(
  db: Executor,
  user: { id: number; email: string },
  now: Date,
): Promise<void> {
  await expirePasswordResetTokensOfUser(db, user.id, now);
  await expirePendingSignUpsOfEmail(db, user.email, now);
}
