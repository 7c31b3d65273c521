import { auditLog, companies, users } from '@travesia/db';
import {
  CLIENT_COMPANY_MESSAGES,
  type ClientCompanyCreateInput,
  nitCheckDigit,
  WRONG_CHECK_DIGIT_MESSAGE,
} from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCompanyUsersApp } from './helpers/company-users';
import { DEMO_USERS, databases, login } from './helpers/test-app';

const opening = (tag: string): ClientCompanyCreateInput => ({
  name: `Viajes Andinos ${tag} S.A.S.`,
  tax_id: `90${tag.padStart(7, '0')}-${nitCheckDigit(`90${tag.padStart(7, '0')}`)}`,
  city: 'Bucaramanga',
  email_domains: [`andinos${tag}.co`, `@andinos${tag}.com.co`],
  admin: { firstname: 'Sofía', last_name: 'Pardo', email: `sofia@andinos${tag}.co` },
});

describe.each(databases)('the operador opens a client company (%s)', (kind) => {
  const { suite, request, invitationToken } = useCompanyUsersApp(kind);
  const open = (payload: object, token = suite.tokens.operador) =>
    request('POST', '/api/client-companies', token, payload);
  const companyCount = async () => (await suite.t.database.db.select().from(companies)).length;

  it('opens the company, invites its administrador, who creates her account and administers it', async () => {
    const created = await open(opening('101'));
    expect(created.statusCode, created.body).toBe(201);
    const { company, invitation } = created.json();
    expect(company).toMatchObject({
      name: 'Viajes Andinos 101 S.A.S.',
      tax_id: `900000101-${nitCheckDigit('900000101')}`,
      city: 'Bucaramanga',
    });
    expect(invitation).toMatchObject({
      email: 'sofia@andinos101.co',
      role: 'administrador',
      firstname: 'Sofía',
    });
    const [row] = await suite.t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.emailDomains).toEqual(['andinos101.co', 'andinos101.com.co']);
    const listed = await request('GET', '/api/companies', suite.tokens.operador);
    expect(listed.json().data.map((each: { name: string }) => each.name)).toContain(company.name);
    const audited = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.create'));
    expect(audited.map((entry) => entry.companyId)).toContain(company.id);

    const accepted = await request('POST', '/api/invitations/accept', undefined, {
      token: await invitationToken('sofia@andinos101.co'),
      firstname: 'Sofía',
      last_name: 'Pardo',
      documento: '63456789',
      password: 'ClaveNueva2026',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [sofia] = await suite.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sofia@andinos101.co'));
    expect(sofia).toMatchObject({ companyId: company.id, role: 'administrador', isActive: true });
    const token = await login(suite.t.app, 'sofia@andinos101.co', 'ClaveNueva2026');
    expect((await request('GET', '/api/company-setup', token)).statusCode).toBe(200);
  });

  it('is for the operador only', async () => {
    const before = await companyCount();
    for (const token of [suite.tokens.laura, suite.tokens.carlos, suite.tokens.ana]) {
      expect((await open(opening('102'), token)).statusCode).toBe(403);
    }
    expect((await request('POST', '/api/client-companies', undefined, opening('102'))).statusCode).toBe(401);
    expect(await companyCount()).toBe(before);
  });

  it('refuses, in Spanish and changing nothing, what would let strangers in or clash with a client', async () => {
    const before = await companyCount();
    const refusals: [object, number, string][] = [
      [
        {
          ...opening('103'),
          email_domains: ['andesenergia.co'],
          admin: { ...opening('103').admin, email: 'sofia@andesenergia.co' },
        },
        409,
        CLIENT_COMPANY_MESSAGES.domainTaken('andesenergia.co'),
      ],
      [
        {
          ...opening('103'),
          email_domains: ['gmail.com'],
          admin: { ...opening('103').admin, email: 'sofia@gmail.com' },
        },
        400,
        CLIENT_COMPANY_MESSAGES.domainPublic('gmail.com'),
      ],
      [{ ...opening('103'), email_domains: ['andinos 103.co'] }, 400, CLIENT_COMPANY_MESSAGES.domainFormat],
      [{ ...opening('103'), email_domains: [] }, 400, CLIENT_COMPANY_MESSAGES.domainsRequired],
      [{ ...opening('103'), tax_id: '900765432' }, 400, CLIENT_COMPANY_MESSAGES.taxIdFormat],
      [{ ...opening('103'), tax_id: '900765432-6' }, 409, CLIENT_COMPANY_MESSAGES.taxIdTaken],
      [{ ...opening('103'), tax_id: '900765432-1' }, 400, WRONG_CHECK_DIGIT_MESSAGE],
      [
        { ...opening('103'), admin: { ...opening('103').admin, email: 'sofia@otra.co' } },
        400,
        CLIENT_COMPANY_MESSAGES.adminOfOtherDomain,
      ],
      [
        {
          ...opening('103'),
          email_domains: ['andinos103.co', 'andesenergia.co'],
          admin: { ...opening('103').admin, email: DEMO_USERS.ana.email },
        },
        409,
        CLIENT_COMPANY_MESSAGES.adminHasAccount,
      ],
      [
        { ...opening('103'), name: 'A\u202eB' },
        400,
        'El nombre de la empresa contiene caracteres no válidos.',
      ],
    ];
    for (const [payload, status, message] of refusals) {
      const refused = await open(payload);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().error.message).toBe(message);
    }
    expect(await companyCount()).toBe(before);
  });

  it('opens only one of two companies sent at once with the same domain', async () => {
    const first = opening('104');
    const second = {
      ...opening('105'),
      email_domains: first.email_domains,
      admin: { ...first.admin, email: 'otro@andinos104.co' },
    };
    const answers = await Promise.all([open(first), open(second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
