import { z } from 'zod';
import { emailSchema } from '../auth/auth-schemas';
import { multiLineText, requiredText } from '../fields';

/** The public demo-request form (/tourism-form) and the agency's list of requests (spec §1, §2.1). */

export const EMPLOYEE_RANGES = ['1-50', '51-200', '201-1000', 'Más de 1000'] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const EMPLOYEE_RANGE_LABELS: Record<EmployeeRange, string> = {
  '1-50': '1 a 50 empleados',
  '51-200': '51 a 200 empleados',
  '201-1000': '201 a 1.000 empleados',
  'Más de 1000': 'Más de 1.000 empleados',
};

/** The label of a stored range; a value outside the list (none is stored) is shown as it is. */
export function describeEmployeeRange(range: string): string {
  return (EMPLOYEE_RANGES as readonly string[]).includes(range)
    ? EMPLOYEE_RANGE_LABELS[range as EmployeeRange]
    : range;
}

export const DEMO_MESSAGE_MAX_LENGTH = 1000;

export const DEMO_PHONE_MESSAGE =
  'Ingresa un teléfono válido: celular (300 123 4567), fijo (601 234 5678) o internacional con indicativo (+1 305 555 0100).';

/** Spaces, dots, dashes and parentheses people type between digits. */
const PHONE_SEPARATORS = /[\s.()-]/g;

/**
 * A Colombian number (mobile 3xx xxx xxxx or landline 60x xxx xxxx, with or without +57) or an international
 * one with its country code (E.164: + and 8 to 15 digits).
 */
export function isValidDemoPhone(phone: string): boolean {
  const digits = phone.trim().replace(PHONE_SEPARATORS, '');
  const colombian = /^(\+?57)?(3\d{9}|60\d{8})$/;
  if (colombian.test(digits)) return true;
  return /^\+[1-9]\d{7,14}$/.test(digits) && !digits.startsWith('+57');
}

export const demoRequestSchema = z.object({
  name: requiredText('Escribe tu nombre (máximo 120 caracteres).', 120),
  company: requiredText('Escribe el nombre de tu empresa (máximo 120 caracteres).', 120),
  email: emailSchema,
  phone: z
    .string({ error: 'El teléfono es obligatorio.' })
    .trim()
    .min(1, { error: 'El teléfono es obligatorio.' })
    .max(25, { error: DEMO_PHONE_MESSAGE })
    .refine(isValidDemoPhone, { error: DEMO_PHONE_MESSAGE }),
  employees: z.enum(EMPLOYEE_RANGES, { error: 'Elige cuántos empleados tiene tu empresa.' }),
  message: multiLineText({
    error: 'El mensaje no es válido.',
    invalid: 'El mensaje contiene caracteres no válidos.',
  })
    .max(DEMO_MESSAGE_MAX_LENGTH, {
      error: `El mensaje no puede superar ${DEMO_MESSAGE_MAX_LENGTH} caracteres.`,
    })
    .optional()
    .transform((message) => message || undefined),
  /**
   * Honeypot: hidden from people, so it stays empty unless a bot fills it. It is accepted whatever it holds,
   * so a bot gets the same answer as a person; see isHoneypotFilled.
   */
  website: z.string().max(500).optional(),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequestFields = z.output<typeof demoRequestSchema>;

/** A filled honeypot marks a bot: the request is answered like any other and then dropped. */
export function isHoneypotFilled(request: Pick<DemoRequestFields, 'website'>): boolean {
  return Boolean(request.website?.trim());
}

export const DEMO_REQUEST_THANKS_MESSAGE =
  'Te escribiremos en las próximas 24 horas hábiles para agendar la demo.';

export const demoRequestAcceptedSchema = z.object({ message: z.string() });
export type DemoRequestAccepted = z.infer<typeof demoRequestAcceptedSchema>;

/** A stored request as the agency sees it. */
export const storedDemoRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  employees: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type DemoRequest = z.infer<typeof storedDemoRequestSchema>;

export const DEMO_REQUEST_PAGE_SIZE = 20;
const DEMO_REQUEST_MAX_PAGE_SIZE = 100;

/** Query of GET /api/demo-requests. */
export const demoRequestListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número.' })
    .int({ error: 'La página debe ser un número entero.' })
    .min(1, { error: 'La página debe ser 1 o mayor.' })
    .max(1_000_000, { error: 'La página no es válida.' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int({ error: 'El tamaño de página debe ser un número entero.' })
    .min(1, { error: `El tamaño de página debe estar entre 1 y ${DEMO_REQUEST_MAX_PAGE_SIZE}.` })
    .max(DEMO_REQUEST_MAX_PAGE_SIZE, {
      error: `El tamaño de página debe estar entre 1 y ${DEMO_REQUEST_MAX_PAGE_SIZE}.`,
    })
    .default(DEMO_REQUEST_PAGE_SIZE),
});
export type DemoRequestListQuery = z.input<typeof demoRequestListQuerySchema>;

export const demoRequestListResponseSchema = z.object({
  data: z.array(storedDemoRequestSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type DemoRequestListResponse = z.infer<typeof demoRequestListResponseSchema>;
