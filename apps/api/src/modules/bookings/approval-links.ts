import type { Executor } from '@travesia/db';
import { approvalLinks } from '@travesia/db';
import { and, eq, isNull } from 'drizzle-orm';
import { generateToken, hashToken } from '../../lib/tokens';
import type { TravellerRow } from './repository';

export type ApprovalLinkRow = typeof approvalLinks.$inferSelect;
export type LinkDecision = ApprovalLinkRow['decision'];

/** What a link decides: one booking, or every booking of a trip still waiting then (decision 075). */
export type LinkSubject = { bookingId: string; tripId?: never } | { tripId: string; bookingId?: never };

/**
 * One approve and one reject link per approver, valid until the approval deadline; only hashes are stored,
 * so the links in the e-mail are the only copies.
 */
export async function createApprovalLinks(
  db: Executor,
  appUrl: string,
  request: { subject: LinkSubject; deadline: Date | null },
  approvers: readonly TravellerRow[],
): Promise<Map<number, { approve: string; reject: string }>> {
  const links = new Map<number, { approve: string; reject: string }>();
  const expiresAt = request.deadline ?? new Date(Date.now() + 7 * 24 * 3_600_000);
  for (const approver of approvers) {
    const tokens = { approved: generateToken(), rejected: generateToken() };
    await db.insert(approvalLinks).values(
      (['approved', 'rejected'] as const).map((decision) => ({
        tokenHash: hashToken(tokens[decision]),
        ...request.subject,
        approverId: approver.id,
        decision,
        expiresAt,
      })),
    );
    links.set(approver.id, {
      approve: `${appUrl}/approval/${tokens.approved}`,
      reject: `${appUrl}/approval/${tokens.rejected}`,
    });
  }
  return links;
}

export async function findApprovalLink(db: Executor, token: string): Promise<ApprovalLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalLinks)
    .where(eq(approvalLinks.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Spends a link once; false when another request spent it first. */
export async function spendApprovalLink(db: Executor, tokenHash: string): Promise<boolean> {
  const spent = await db
    .update(approvalLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(approvalLinks.tokenHash, tokenHash), isNull(approvalLinks.usedAt)))
    .returning({ tokenHash: approvalLinks.tokenHash });
  return spent.length === 1;
}

/**
 * A booking that left `pending_approval` needs no more decisions, and a trip asked again decides on its newest
 * request only: every link of theirs still unused stops working.
 */
export async function spendLinksOf(db: Executor, subject: LinkSubject): Promise<void> {
  const column =
    subject.tripId === undefined
      ? eq(approvalLinks.bookingId, subject.bookingId)
      : eq(approvalLinks.tripId, subject.tripId);
  await db
    .update(approvalLinks)
    .set({ usedAt: new Date() })
    .where(and(column, isNull(approvalLinks.usedAt)));
}
