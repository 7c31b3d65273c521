import {
  type Company,
  checkLogoImage,
  companyLogoPath,
  LOGO_MAX_DIMENSION,
  LOGO_MESSAGES,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import {
  type CompanyLogoRow,
  deleteCompanyLogo,
  findCompanyLogo,
  saveCompanyLogo,
  setCompanyLogoUrl,
} from './logo-repository';
import { getCompanyRow, toCompany } from './service';

const LOGO_NOT_FOUND_MESSAGE = 'La empresa no tiene logo.';

/**
 * Stores an uploaded logo (PNG, JPEG or WebP, by its bytes, within the size limits) written again from its pixels,
 * so nothing else the file held is ever served (decision 037), and points the company's logo_url at the product's
 * own copy. Administrators change their company's logo, the operador any company's.
 */
export async function uploadCompanyLogo(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  bytes: Uint8Array,
  ip: string,
): Promise<Company> {
  await getCompanyRow(context, scopeOf(actor), companyId);
  const check = checkLogoImage(bytes);
  if (!check.ok) throw badRequest(check.message);
  const image = await reencodeImage(bytes, check.image.contentType, LOGO_MAX_DIMENSION);
  if (!image) throw badRequest(LOGO_MESSAGES.wrongType);
  const { contentType, width, height } = image;
  const row = await context.db.transaction(async (tx) => {
    const version = await saveCompanyLogo(tx, { companyId, contentType, bytes: image.bytes });
    const updated = await setCompanyLogoUrl(tx, companyId, companyLogoPath(companyId, version.getTime()));
    await recordAudit(tx, {
      action: 'company.logo_upload',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: { contentType, bytes: image.bytes.length, width, height },
      ip,
    });
    return updated;
  });
  if (!row) throw notFound(LOGO_NOT_FOUND_MESSAGE);
  return toCompany(row);
}

export async function removeCompanyLogo(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  ip: string,
): Promise<Company> {
  await getCompanyRow(context, scopeOf(actor), companyId);
  const row = await context.db.transaction(async (tx) => {
    await deleteCompanyLogo(tx, companyId);
    const updated = await setCompanyLogoUrl(tx, companyId, null);
    await recordAudit(tx, {
      action: 'company.logo_remove',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      ip,
    });
    return updated;
  });
  if (!row) throw notFound(LOGO_NOT_FOUND_MESSAGE);
  return toCompany(row);
}

/** Public, like the branded sign-in page that shows it. */
export async function getCompanyLogo(context: AppContext, companyId: number): Promise<CompanyLogoRow> {
  const logo = await findCompanyLogo(context.db, companyId);
  if (!logo) throw notFound(LOGO_NOT_FOUND_MESSAGE);
  return logo;
}
