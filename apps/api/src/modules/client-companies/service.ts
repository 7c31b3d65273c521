import type { ClientCompanyCreate, ClientCompanyCreated } from '@travesia/domain';
import type { AppContext } from '../../context';
import type { SignedInUser } from '../../lib/signed-in-user';
import { recordAudit } from '../audit/service';
import { createCompany, getCompany } from '../companies/service';
import { assertFirstAdministratorInvitable, inviteFirstAdministrator } from '../users/invitation-service';

/**
 * The agency opens a client company (decision 072): the company with its name, NIT, city and e-mail domains, then
 * the invitation of its first administrador, who creates their account from the e-mail and sets the rest up.
 */
export async function openClientCompany(
  context: AppContext,
  actor: SignedInUser,
  request: ClientCompanyCreate,
  ip: string,
): Promise<ClientCompanyCreated> {
  await assertFirstAdministratorInvitable(context, request.admin.email);
  const { id } = await context.db.transaction(async (tx) => {
    const company = await createCompany(tx, {
      name: request.name,
      taxId: request.tax_id,
      city: request.city,
      emailDomains: request.email_domains,
    });
    await recordAudit(tx, {
      action: 'company.create',
      entity: 'company',
      entityId: company.id,
      companyId: company.id,
      actorUserId: actor.id,
      details: { emailDomains: request.email_domains },
      ip,
    });
    return company;
  });
  const invitation = await inviteFirstAdministrator(context, actor, id, request.admin, ip);
  return { company: await getCompany(context, actor, id), invitation };
}
