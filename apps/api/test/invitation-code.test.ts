import { companies, outbox, pendingSignUps } from '@travesia/db';
import {
  INVALID_CREDENTIALS_MESSAGE,
  INVITATION_CODE_ALPHABET,
  isInvitationCodeWellFormed,
  SIGN_UP_AWAITING_APPROVAL_MESSAGE,
  SIGN_UP_CONFIRMATION_SENT_MESSAGE,
} from '@travesia/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD, useCompanyUsersApp } from './helpers/company-users';
import { bearer, databases, login } from './helpers/test-app';

const CAFE_DEMO_CODE = 'CAFESUR8MWT3';
const CODE_NO_LONGER_VALID =
  'El código de invitación con el que te registraste ya no es válido. Pide uno nuevo al administrador de tu empresa.';

let sequence = 0;

describe.each(databases)('invitation codes (%s)', (kind) => {
  const { suite, request, userId } = useCompanyUsersApp(kind);
  const codeUrl = () => `/api/companies/${suite.cafeId}/invitation-code`;

  async function cafeAdminToken(): Promise<string> {
    // Café del Sur's demo has no administrator: the operador manages it, as the agency does.
    return suite.tokens.operador;
  }

  function signUp(email: string, invitationCode: string) {
    sequence += 1;
    return suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        documento: `6600${String(sequence).padStart(6, '0')}`,
        firstname: 'Ofelia',
        last_name: 'Ruiz',
        email,
        phone: '+57 300 555 7788',
        invitationCode,
      },
    });
  }

  async function newestMailTo(email: string) {
    const [mail] = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  }

  async function confirmFromMailbox(email: string) {
    const token = (await newestMailTo(email))?.textBody.match(/\/confirm-signup\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no confirmation link for ${email}`);
    return suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: { token, password: NEW_PASSWORD },
    });
  }

  const setRules = async (token: string, rules: Record<string, unknown>) =>
    suite.t.app.inject({
      method: 'PUT',
      url: codeUrl(),
      headers: bearer(token),
      payload: {
        enabled: true,
        domainsOnly: false,
        maxUses: null,
        expiresAt: null,
        needsApproval: true,
        ...rules,
      },
    });

  it('seeds demo codes that follow the rules: random-looking, ten or more unambiguous characters', async () => {
    const rows = await suite.t.database.db.select().from(companies);
    const codes = rows.flatMap((row) => (row.invitationCode ? [row.invitationCode] : []));
    expect(codes).toContain(CAFE_DEMO_CODE);
    for (const code of codes) expect(isInvitationCodeWellFormed(code), code).toBe(true);
    expect(INVITATION_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('keeps an outsider who has the code out until an administrator approves them (attack: cafe2026)', async () => {
    const email = `outsider${Date.now()}@example.com`;
    const answer = await signUp(email, CAFE_DEMO_CODE);
    expect(answer.statusCode).toBe(202);
    const confirmed = await confirmFromMailbox(email);
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toEqual({ awaitingApproval: true, message: SIGN_UP_AWAITING_APPROVAL_MESSAGE });
    expect(confirmed.json()).not.toHaveProperty('token');

    // Waiting: the same answer as a wrong password, so sign-in tells nobody the account exists.
    const signIn = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);

    const admin = await cafeAdminToken();
    const listed = (await request('GET', `/api/users/company/${suite.cafeId}`, admin)).json().data as {
      email: string;
      awaiting_approval: boolean;
      is_active: boolean;
    }[];
    expect(listed.find((user) => user.email === email)).toMatchObject({
      awaiting_approval: true,
      is_active: false,
    });
    const outsider = await userId(email);
    // Reactivating is not a way around the decision.
    expect((await request('PATCH', `/api/users/${outsider}`, admin, { isActive: true })).statusCode).toBe(
      409,
    );
    // A traveller cannot decide, nor an administrator of another company.
    expect(
      (
        await request('POST', `/api/users/${outsider}/sign-up-decision`, suite.tokens.julian, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await request('POST', `/api/users/${outsider}/sign-up-decision`, suite.tokens.ana, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(404);

    const approved = await request('POST', `/api/users/${outsider}/sign-up-decision`, admin, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ awaiting_approval: false, is_active: true });
    expect((await newestMailTo(email))?.subject).toBe('Tu cuenta de Travesía fue aprobada');
    await login(suite.t.app, email, NEW_PASSWORD);
    const again = await request('POST', `/api/users/${outsider}/sign-up-decision`, admin, {
      decision: 'reject',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets a rejected account never sign in, and tells only its mailbox', async () => {
    const email = `rechazada${Date.now()}@example.com`;
    await signUp(email, CAFE_DEMO_CODE);
    await confirmFromMailbox(email);
    const rejected = await request(
      'POST',
      `/api/users/${await userId(email)}/sign-up-decision`,
      suite.tokens.operador,
      {
        decision: 'reject',
      },
    );
    expect(rejected.json()).toMatchObject({ awaiting_approval: false, is_active: false });
    expect((await newestMailTo(email))?.subject).toBe('Tu cuenta de Travesía no fue aprobada');
    const signIn = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('answers a wrong code exactly like a right one; only the mailbox learns which', async () => {
    const right = await signUp(`acierta${Date.now()}@example.com`, CAFE_DEMO_CODE);
    const wrong = await signUp(`adivina${Date.now()}@example.com`, 'CAFE2026');
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
    expect(wrong.json()).toEqual({ message: SIGN_UP_CONFIRMATION_SENT_MESSAGE });
  });

  it('rotates to a random code: the old one stops at once, also for links already sent', async () => {
    const admin = await cafeAdminToken();
    const traveller = suite.tokens.julian;
    expect((await request('GET', codeUrl(), traveller)).statusCode).toBe(403);
    expect((await request('POST', `${codeUrl()}/rotate`, traveller)).statusCode).toBe(403);

    const before = await request('GET', codeUrl(), admin);
    expect(before.json()).toMatchObject({ code: CAFE_DEMO_CODE, enabled: true, needsApproval: true });
    const pendingEmail = `antes.de.rotar${Date.now()}@example.com`;
    await signUp(pendingEmail, CAFE_DEMO_CODE);

    const rotated = await request('POST', `${codeUrl()}/rotate`, admin);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { code } = rotated.json() as { code: string };
    expect(code).not.toBe(CAFE_DEMO_CODE);
    expect(code).toHaveLength(12);
    expect(isInvitationCodeWellFormed(code)).toBe(true);
    const another = (await request('POST', `${codeUrl()}/rotate`, admin)).json().code;
    expect(another).not.toBe(code);

    const late = await confirmFromMailbox(pendingEmail);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(CODE_NO_LONGER_VALID);

    const oldCodeEmail = `codigo.viejo${Date.now()}@example.com`;
    expect((await signUp(oldCodeEmail, CAFE_DEMO_CODE)).statusCode).toBe(202);
    expect((await newestMailTo(oldCodeEmail))?.subject).toBe('No pudimos crear tu cuenta de Travesía');
    const newCodeEmail = `codigo.nuevo${Date.now()}@example.com`;
    await signUp(newCodeEmail, another.toLowerCase().replace(/(.{4})/g, '$1-'));
    expect((await confirmFromMailbox(newCodeEmail)).statusCode).toBe(202);
    expect((await request('GET', codeUrl(), admin)).json()).toMatchObject({ code: another, uses: 1 });

    await suite.t.database.db
      .update(companies)
      .set({ invitationCode: CAFE_DEMO_CODE })
      .where(eq(companies.id, suite.cafeId));
  });

  it('obeys the switch, the domains, the maximum of uses and the expiry', async () => {
    const admin = await cafeAdminToken();
    const refused = async (email: string) => {
      expect((await signUp(email, CAFE_DEMO_CODE)).statusCode).toBe(202);
      expect((await newestMailTo(email))?.subject).toBe('No pudimos crear tu cuenta de Travesía');
      // Stored like a good one's (the same work, decision 061), but for no company: it can never be confirmed.
      const rows = await suite.t.database.db
        .select()
        .from(pendingSignUps)
        .where(eq(pendingSignUps.email, email));
      expect(rows.map((row) => row.companyId)).toEqual([null]);
    };
    try {
      expect((await setRules(admin, { enabled: false })).json()).toMatchObject({ enabled: false });
      await refused(`apagado${Date.now()}@example.com`);

      await setRules(admin, { domainsOnly: true });
      await refused(`fuera${Date.now()}@example.com`);
      const insider = `adentro${Date.now()}@cafedelsur.co`;
      await signUp(insider, CAFE_DEMO_CODE);
      expect((await confirmFromMailbox(insider)).statusCode).toBe(202);

      const { uses } = (await request('GET', codeUrl(), admin)).json() as { uses: number };
      await setRules(admin, { maxUses: uses + 1 });
      const first = `primera${Date.now()}@example.com`;
      const second = `segunda${Date.now()}@example.com`;
      await signUp(first, CAFE_DEMO_CODE);
      await signUp(second, CAFE_DEMO_CODE);
      // Both were asked for while a use was left; only one confirmation takes it.
      expect((await confirmFromMailbox(first)).statusCode).toBe(202);
      const over = await confirmFromMailbox(second);
      expect(over.statusCode).toBe(400);
      expect(over.json().error.message).toBe(CODE_NO_LONGER_VALID);
      await refused(`tercera${Date.now()}@example.com`);

      await setRules(admin, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
      await refused(`vencido${Date.now()}@example.com`);

      // A company may let the code's accounts in at once.
      await setRules(admin, { needsApproval: false });
      const direct = `directa${Date.now()}@example.com`;
      await signUp(direct, CAFE_DEMO_CODE);
      const signedIn = await confirmFromMailbox(direct);
      expect(signedIn.statusCode).toBe(201);
      expect(signedIn.json()).toHaveProperty('token');

      const invalid = await setRules(admin, { maxUses: 0 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.message).toBe('El número máximo de usos debe ser al menos 1.');
    } finally {
      await setRules(admin, {});
    }
  });
});
