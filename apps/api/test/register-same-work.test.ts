import { performance } from 'node:perf_hooks';
import { outbox } from '@travesia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, type TestApp } from './helpers/test-app';

let sequence = 0;
function signUpOf(email: string, invitationCode?: string) {
  sequence += 1;
  return {
    documento: `8100${String(sequence).padStart(6, '0')}`,
    firstname: 'Sofía',
    last_name: 'Castaño',
    email,
    phone: '+57 300 123 4567',
    ...(invitationCode && { invitationCode }),
  };
}
const CAFE_CODE = 'CAFESUR8MWT3';
const newAddress = () => `persona.nueva${sequence + 1}@cafedelsur.co`;

function quantile(sorted: number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.floor(q * sorted.length));
  return sorted[index] ?? Number.NaN;
}

/** Sign-up must not tell by its work (statements, time) whether an address already has an account (decision 035). */
describe('sign-up for a known and a new address', () => {
  let t: TestApp;
  let statements: string[] | undefined;
  beforeAll(async () => {
    t = await createTestApp({ onQuery: (query) => statements?.push(query) });
  });
  afterAll(() => t.close());

  async function signUp(email: string, invitationCode?: string): Promise<string[]> {
    statements = [];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: signUpOf(email, invitationCode),
    });
    expect(response.statusCode).toBe(202);
    const ran = statements;
    statements = undefined;
    return ran;
  }

  it('runs the same statements, the e-mail included (only its words differ)', async () => {
    const known = await signUp(DEMO_USERS.julian.email);
    const unknown = await signUp(newAddress());
    expect(known.length).toBeGreaterThan(4);
    expect(unknown).toEqual(known);
    const mails = await t.database.db.select().from(outbox);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Ya tienes una cuenta en Travesía',
      'Confirma tu cuenta de Travesía',
    ]);
  });

  /** Sign-ups of two kinds interleaved, 25 of each after warming up; their quartiles must agree. */
  async function expectAsLong(first: () => Promise<unknown>, second: () => Promise<unknown>) {
    const durations = { first: [] as number[], second: [] as number[] };
    // Interleaved, so whatever else the machine does weighs on both alike; the first rounds warm up.
    for (let round = 0; round < 28; round += 1) {
      for (const kind of ['first', 'second'] as const) {
        const started = performance.now();
        await (kind === 'first' ? first() : second());
        if (round >= 3) durations[kind].push(performance.now() - started);
      }
    }
    const a = durations.first.toSorted((x, y) => x - y);
    const b = durations.second.toSorted((x, y) => x - y);
    expect(a).toHaveLength(25);
    for (const q of [0.25, 0.5, 0.75]) {
      const [x, y] = [quantile(a, q), quantile(b, q)];
      // Generous: a shared, loaded machine moves single calls by milliseconds; a real difference in work (an
      // argon2 hash, a write more) moves the quartiles of one side consistently.
      expect(Math.abs(x - y), `q${q}: ${x.toFixed(1)} ms against ${y.toFixed(1)} ms`).toBeLessThanOrEqual(
        Math.max(x, y) * 0.35 + 2,
      );
    }
  }

  it('takes as long: the quartiles of 25 calls each agree', async () => {
    await expectAsLong(
      () => signUp(DEMO_USERS.julian.email),
      () => signUp(newAddress()),
    );
  }, 60_000);

  // A wrong invitation code answers like a right one (decision 035), and after the same work (decision 061): the
  // work must not tell a guessed code from a real one either.
  it('runs the same statements for a wrong invitation code as for a right one', async () => {
    const right = await signUp(`con.codigo${sequence}@example.com`, CAFE_CODE);
    const wrong = await signUp(`sin.codigo${sequence}@example.com`, 'ZZZZ-ZZZZ-ZZZZ');
    expect(wrong).toEqual(right);
  });

  it('takes as long for a wrong invitation code as for a right one', async () => {
    await expectAsLong(
      () => signUp(`con.codigo${sequence}@example.com`, CAFE_CODE),
      () => signUp(`sin.codigo${sequence}@example.com`, 'ZZZZ-ZZZZ-ZZZZ'),
    );
  }, 60_000);
});
