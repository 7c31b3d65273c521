import { passwordChangeSchema } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// `zod` resolves to lib/configured-zod.ts here as in the build (vite/configured-zod.ts).
describe('zod as the app runs it', () => {
  it('speaks Spanish where a schema leaves the message to zod', () => {
    const result = z.string().max(3).safeParse('demasiado');
    expect(result.error?.issues[0]?.message).toMatch(/Demasiado grande/);
  });

  it('says a too long current password is not correct, in Spanish', () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: 'x'.repeat(500),
      newPassword: 'Nueva-Clave-2026',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'La contraseña actual no es correcta.',
    );
  });
});
