import { describe, expect, it } from 'vitest';
import {
  formatInvitationCode,
  INVITATION_CODE_ALPHABET,
  invitationCodeRefusal,
  isInvitationCodeWellFormed,
  normalizeInvitationCode,
} from '../src/companies/invitation-code';

const OPEN = { enabled: true, domainsOnly: false, maxUses: null, uses: 0, expiresAt: null };
const NOW = new Date('2026-12-01T12:00:00Z');

describe('invitation codes', () => {
  it('use no characters that read alike', () => {
    expect(INVITATION_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(new Set(INVITATION_CODE_ALPHABET).size).toBe(INVITATION_CODE_ALPHABET.length);
  });

  it('are typed in any case, with spaces or dashes, and shown in groups of four', () => {
    expect(normalizeInvitationCode(' cafe-sur8 mwt3 ')).toBe('CAFESUR8MWT3');
    expect(formatInvitationCode('CAFESUR8MWT3')).toBe('CAFE-SUR8-MWT3');
  });

  it.each([
    ['CAFESUR8MWT3', true],
    ['CAFE2026', false],
    ['CAFEDELSUR26', false],
    ['ABCDEFGHJK', true],
  ])('%s is well formed: %s', (code, expected) => {
    expect(isInvitationCodeWellFormed(code)).toBe(expected);
  });

  it('say why they let nobody in: off, expired, used up, another domain', () => {
    const domains = ['cafedelsur.co'];
    expect(invitationCodeRefusal(OPEN, 'a@example.com', domains, NOW)).toBeNull();
    expect(invitationCodeRefusal({ ...OPEN, enabled: false }, 'a@cafedelsur.co', domains, NOW)).toBe(
      'disabled',
    );
    expect(
      invitationCodeRefusal({ ...OPEN, expiresAt: '2026-12-01T11:59:59Z' }, 'a@cafedelsur.co', domains, NOW),
    ).toBe('expired');
    expect(invitationCodeRefusal({ ...OPEN, maxUses: 3, uses: 3 }, 'a@cafedelsur.co', domains, NOW)).toBe(
      'used_up',
    );
    expect(invitationCodeRefusal({ ...OPEN, domainsOnly: true }, 'a@example.com', domains, NOW)).toBe(
      'other_domain',
    );
    expect(invitationCodeRefusal({ ...OPEN, domainsOnly: true }, 'a@cafedelsur.co', domains, NOW)).toBeNull();
  });
});
