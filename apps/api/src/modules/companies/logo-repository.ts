import type { Executor } from '@travesia/db';
import { companies, companyLogos } from '@travesia/db';
import { eq } from 'drizzle-orm';
import type { CompanyRow } from './repository';

export type CompanyLogoRow = typeof companyLogos.$inferSelect;

export async function findCompanyLogo(db: Executor, companyId: number): Promise<CompanyLogoRow | undefined> {
  const [row] = await db.select().from(companyLogos).where(eq(companyLogos.companyId, companyId)).limit(1);
  return row;
}

/** Stores the company's logo, replacing the one it had; answers when it was stored (its version). */
export async function saveCompanyLogo(
  db: Executor,
  logo: Pick<CompanyLogoRow, 'companyId' | 'contentType' | 'bytes'>,
): Promise<Date> {
  const now = new Date();
  await db
    .insert(companyLogos)
    .values({ ...logo, updatedAt: now })
    .onConflictDoUpdate({
      target: companyLogos.companyId,
      set: { contentType: logo.contentType, bytes: logo.bytes, updatedAt: now },
    });
  return now;
}

export async function deleteCompanyLogo(db: Executor, companyId: number): Promise<void> {
  await db.delete(companyLogos).where(eq(companyLogos.companyId, companyId));
}

/** Callers check the company is in the actor's scope first (getCompanyRow). */
export async function setCompanyLogoUrl(
  db: Executor,
  companyId: number,
  logoUrl: string | null,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ logoUrl, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}
