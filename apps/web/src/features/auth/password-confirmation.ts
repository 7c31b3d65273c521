import { z } from 'zod';

/** "Confirm password" for the forms that set a new password: extend with the field, refine with the check. */
export const confirmPasswordField = { confirmPassword: z.string() };

export function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}

export const passwordMismatchIssue = {
  error: 'Las contraseñas no coinciden.',
  path: ['confirmPassword'],
  // Compare as soon as both were typed, instead of waiting for every other field to be valid.
  when: ({ value }: { value: unknown }) => {
    const form = value as { password?: unknown; confirmPassword?: unknown };
    return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
  },
};
