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
import { consumeRateLimit } from '../../lib/rate-limit';
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

  // The request and its e-mails commit together: the relay delivers them (decision 012).
  await db.transaction(async (tx) => {
    const row = await insertDemoRequest(tx, {
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
    await sendMail(
      { db: tx },
      {
        to: row.email,
        subject: CONFIRMATION_SUBJECT,
        text: ['Hola:', `Recibimos tu solicitud de demo de Travesía. ${DEMO_REQUEST_THANKS_MESSAGE}`].join(
          '\n\n',
        ),
        closing: ['Si no hiciste esta solicitud, ignora este correo.', 'Equipo Travesía'].join('\n\n'),
      },
    );
    // The visitor's words reach the agency, never as links: the mail renderer defangs every address in them.
    for (const to of await listActiveOperatorEmails(tx)) {
      await sendMail(
        { db: tx },
        {
          to,
          subject: `Nueva solicitud de demo: ${row.company}`,
          text: [
            'Llegó una solicitud de demo desde el formulario público:',
            [
              `Nombre: ${row.name}`,
              `Empresa: ${row.company}`,
              `Correo: ${row.email}`,
              `Teléfono: ${row.phone}`,
              `Empleados: ${describeEmployeeRange(row.employees)}`,
              ...(row.message ? [] : ['Mensaje: (sin mensaje)']),
            ].join('\n'),
          ].join('\n\n'),
          quotes: row.message ? [{ label: 'Mensaje', text: row.message }] : [],
          actions: [{ label: 'Ver todas las solicitudes', url: `${config.appUrl}/demo-requests` }],
        },
      );
    }
  });
  return { message: DEMO_REQUEST_THANKS_MESSAGE };
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
