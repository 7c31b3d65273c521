import {
  DEMO_REQUEST_THANKS_MESSAGE,
  type DemoRequest,
  type DemoRequestAccepted,
  type DemoRequestFields,
  type DemoRequestListResponse,
  type demoRequestListQuerySchema,
  describeEmployeeRange,
  isHoneypotFilled,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { consumeRateLimit } from '../../plugins/rate-limit';
import { sendMail } from '../mail/service';
import {
  type DemoRequestRow,
  insertDemoRequest,
  listActiveOperatorEmails,
  listDemoRequestsPage,
} from './repository';

const CONFIRMATION_SUBJECT = 'Recibimos tu solicitud de demo de Travesía';

/**
 * Stores a visitor's request and writes to them and to the agency. The per-IP limit counts every attempt,
 * bots included; a filled honeypot gets the same answer as a person but nothing is stored or sent.
 */
export async function submitDemoRequest(
  context: AppContext,
  input: DemoRequestFields,
  client: { ip: string },
): Promise<DemoRequestAccepted> {
  const { db, config } = context;
  await consumeRateLimit(db, config.rateLimits.demoRequestPerIp, client.ip);
  if (isHoneypotFilled(input)) return { message: DEMO_REQUEST_THANKS_MESSAGE };

  const row = await insertDemoRequest(db, {
    name: input.name,
    company: input.company,
    email: input.email,
    phone: input.phone,
    employees: input.employees,
    message: input.message ?? null,
    ip: client.ip,
  });
  // Anyone can type any address into the public form: the confirmation repeats none of the visitor's text,
  // so it cannot carry someone else's words or links to that address.
  await sendMail(context, {
    to: row.email,
    subject: CONFIRMATION_SUBJECT,
    text: [
      'Hola:',
      `Recibimos tu solicitud de demo de Travesía. ${DEMO_REQUEST_THANKS_MESSAGE}`,
      'Si no hiciste esta solicitud, ignora este correo.',
      'Equipo Travesía',
    ].join('\n\n'),
  });
  for (const to of await listActiveOperatorEmails(db)) {
    await sendMail(context, {
      to,
      subject: `Nueva solicitud de demo: ${row.company}`,
      text: [
        'Llegó una solicitud de demo desde el formulario público:',
        [
          `Nombre: ${defangLinks(row.name)}`,
          `Empresa: ${defangLinks(row.company)}`,
          `Correo: ${row.email}`,
          `Teléfono: ${row.phone}`,
          `Empleados: ${describeEmployeeRange(row.employees)}`,
          `Mensaje: ${row.message ? defangLinks(row.message) : '(sin mensaje)'}`,
        ].join('\n'),
        `Todas las solicitudes: ${config.appUrl}/demo-requests`,
      ].join('\n\n'),
    });
  }
  return { message: DEMO_REQUEST_THANKS_MESSAGE };
}

/**
 * The visitor's free text with its web addresses made unclickable (`hxxps://…`, `www[.]…`): the agency reads
 * what was written, but the notice turns no stranger's address into a link.
 */
function defangLinks(text: string): string {
  return text.replace(/\bhttp(s?):\/\//gi, 'hxxp$1://').replace(/\bwww\./gi, 'www[.]');
}

/** The agency's list, newest first. */
export async function listDemoRequests(
  context: AppContext,
  query: z.output<typeof demoRequestListQuerySchema>,
): Promise<DemoRequestListResponse> {
  const { rows, total } = await listDemoRequestsPage(context.db, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { data: rows.map(toDemoRequest), page: query.page, pageSize: query.pageSize, total };
}

function toDemoRequest(row: DemoRequestRow): DemoRequest {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    employees: row.employees,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
