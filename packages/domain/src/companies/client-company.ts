import { z } from 'zod';
import { emailSchema } from '../auth/auth-schemas';
import { personName, singleLineText } from '../fields/text';
import { WRONG_CHECK_DIGIT_MESSAGE } from '../invoices/fiscal-profile';
import { isNitCheckDigitRight, splitNit } from '../invoices/nit';
import { userInvitationSchema } from '../users/company-users';
import { companySchema } from './company';
import { isEmailOfDomains } from './email-domains';

/**
 * A client company the agency (operador) opens: its name, NIT and the e-mail domains its people sign up with, and
 * the first administrador, who is invited to create their account and then sets the company up.
 */

/** Mailboxes anyone may open: as a company's domain they would let strangers sign up into it. */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
];

export const CLIENT_COMPANY_MESSAGES = {
  domainFormat: 'Escribe cada dominio como empresa.com.co, sin @ ni espacios.',
  domainPublic: (domain: string) => `${domain} es un correo público: usa el dominio propio de la empresa.`,
  domainsRequired: 'Escribe al menos un dominio de correo de la empresa.',
  domainsTooMany: 'Escribe como máximo 5 dominios.',
  domainTaken: (domain: string) => `El dominio ${domain} ya pertenece a otra empresa.`,
  taxIdFormat: 'Escribe el NIT con su dígito de verificación, por ejemplo 900123456-8.',
  taxIdTaken: 'Ya existe una empresa con ese NIT.',
  adminOfOtherDomain: 'El correo del administrador debe ser de uno de los dominios de la empresa.',
  adminHasAccount: 'Ese correo ya tiene una cuenta de Travesía; invita a otra persona como administrador.',
} as const;

const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A domain as people write it, '@empresa.co' too. */
export const companyDomainSchema = z
  .string({ error: CLIENT_COMPANY_MESSAGES.domainFormat })
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .regex(DOMAIN_PATTERN, { error: CLIENT_COMPANY_MESSAGES.domainFormat })
      .refine((domain) => !PUBLIC_EMAIL_DOMAINS.includes(domain), {
        error: (issue) => CLIENT_COMPANY_MESSAGES.domainPublic(String(issue.input)),
      }),
  );

/** The domains as a person types them in one field, separated by commas, semicolons or spaces. */
export function splitDomains(text: string): string[] {
  return text.split(/[\s,;]+/).filter((domain) => domain !== '');
}

/** POST /api/client-companies. */
export const clientCompanyCreateSchema = z
  .object({
    name: singleLineText({
      error: 'El nombre de la empresa es obligatorio.',
      invalid: 'El nombre de la empresa contiene caracteres no válidos.',
    })
      .min(2, { error: 'El nombre de la empresa debe tener al menos 2 caracteres.' })
      .max(120, { error: 'El nombre de la empresa no puede superar 120 caracteres.' }),
    tax_id: z
      .string({ error: CLIENT_COMPANY_MESSAGES.taxIdFormat })
      .trim()
      .regex(/^\d{6,10}-\d$/, { error: CLIENT_COMPANY_MESSAGES.taxIdFormat })
      .refine(
        (taxId) => {
          const { nit, checkDigit } = splitNit(taxId);
          return isNitCheckDigitRight(nit, Number(checkDigit));
        },
        { error: WRONG_CHECK_DIGIT_MESSAGE },
      ),
    city: singleLineText({
      error: 'La ciudad es obligatoria.',
      invalid: 'La ciudad contiene caracteres no válidos.',
    })
      .min(2, { error: 'La ciudad es obligatoria.' })
      .max(80, { error: 'La ciudad no puede superar 80 caracteres.' }),
    email_domains: z
      .array(companyDomainSchema, { error: CLIENT_COMPANY_MESSAGES.domainsRequired })
      .min(1, { error: CLIENT_COMPANY_MESSAGES.domainsRequired })
      .max(5, { error: CLIENT_COMPANY_MESSAGES.domainsTooMany })
      .transform((domains) => [...new Set(domains)]),
    admin: z.object({
      firstname: personName('El nombre'),
      last_name: personName('El apellido'),
      email: emailSchema,
    }),
  })
  .refine((company) => isEmailOfDomains(company.admin.email, company.email_domains), {
    error: CLIENT_COMPANY_MESSAGES.adminOfOtherDomain,
    path: ['admin', 'email'],
  });
export type ClientCompanyCreate = z.output<typeof clientCompanyCreateSchema>;
export type ClientCompanyCreateInput = z.input<typeof clientCompanyCreateSchema>;

/** The company opened and the invitation its administrador was sent. */
export const clientCompanyCreatedSchema = z.object({
  company: companySchema,
  invitation: userInvitationSchema,
});
export type ClientCompanyCreated = z.infer<typeof clientCompanyCreatedSchema>;
