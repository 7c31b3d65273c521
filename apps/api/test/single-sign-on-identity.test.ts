import { describe, expect, it } from 'vitest';
import { SingleSignOnRefused } from '../src/modules/single-sign-on/refusal';
import { identityFromClaims } from '../src/modules/single-sign-on/vouched-identity';

describe("a provider's claims, read as typed ones are", () => {
  it('keeps an address and names the sign-up form would take, the address lower-cased', () => {
    expect(
      identityFromClaims({ email: ' Laura@AndesEnergia.co ', firstname: 'Laura', lastName: 'Gómez' }),
    ).toEqual({ email: 'laura@andesenergia.co', firstname: 'Laura', lastName: 'Gómez' });
  });

  it('refuses what is no address', () => {
    for (const email of [
      'a@b@c.co',
      'laura\u202e@andesenergia.co',
      `${'x'.repeat(250)}@andes.co`,
      'sin-arroba',
    ]) {
      expect(() => identityFromClaims({ email, firstname: '', lastName: '' }), email).toThrow(
        SingleSignOnRefused,
      );
    }
  });

  it('leaves a name blank for the person to type when the form would refuse it', () => {
    const identity = identityFromClaims({
      email: 'laura@andesenergia.co',
      firstname: 'Laura\u202eX',
      lastName: 'G'.repeat(81),
    });
    expect(identity).toMatchObject({ firstname: '', lastName: '' });
  });
});
