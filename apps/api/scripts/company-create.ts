// npm run company:create -- --company "Viajes Andinos S.A.S." --domain viajesandinos.co --email ops@viajesandinos.co
//   --firstname Ana --lastname Pérez --documento 52300456 [--nit 900111222-3] [--role operador|administrador]
// A company and its first account, who is e-mailed a link to choose a password (decision 060). A deployment without
// the demo data starts with the agency's own company and its operador (`--role operador`); each client company
// then gets its first administrador (the default role), who sets it up from the product.
import { parseArgs } from 'node:util';
import { createDatabase } from '@travesia/db';
import { loadConfig } from '../src/config';
import { findRunningServer } from '../src/lib/running-server';
import { requestPasswordReset } from '../src/modules/auth/password-service';
import { createCompany } from '../src/modules/companies/service';
import { createAccountWithoutPassword } from '../src/modules/users/service';

const { values } = parseArgs({
  options: {
    company: { type: 'string' },
    domain: { type: 'string' },
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    documento: { type: 'string' },
    nit: { type: 'string' },
    role: { type: 'string', default: 'administrador' },
  },
});
const { company, firstname, lastname, documento } = values;
const email = values.email?.trim().toLowerCase();
const domain = values.domain?.trim().toLowerCase();
const role =
  values.role === 'operador' ? 'operador' : values.role === 'administrador' ? 'administrador' : null;
if (!company || !domain || !email || !firstname || !lastname || !documento || !role) {
  console.error(
    'Usage: npm run company:create -- --company "Name S.A.S." --domain company.co --email ana@company.co --firstname Ana --lastname Pérez --documento 52300456 [--nit 900111222-3] [--role operador|administrador]',
  );
  process.exit(1);
}
if (!email.endsWith(`@${domain}`)) {
  console.error(`${email} is not an address of ${domain}.`);
  process.exit(1);
}

const config = loadConfig();
if (!config.databaseUrl && findRunningServer(config.dataDir)) {
  console.error(`The server owns ${config.dataDir}: stop it first, then run this again.`);
  process.exit(1);
}
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await database.db.transaction(async (tx) => {
    const agency = await createCompany(tx, {
      name: company,
      taxId: values.nit ?? null,
      emailDomains: [domain],
    });
    await createAccountWithoutPassword(tx, {
      companyId: agency.id,
      documento,
      firstName: firstname,
      lastName: lastname,
      email,
      role,
    });
  });
  await requestPasswordReset({ db: database.db, config }, email, {
    ip: '127.0.0.1',
    userAgent: 'npm run company:create',
  });
  console.log(`Created ${company} and its ${role} ${email}. A link to choose the password is in the outbox:
the server's mail relay sends it once the server runs (outside production it is listed in /dev/outbox). The link
lasts 60 minutes; after that, ask for another from "¿Olvidaste tu contraseña?" on the sign-in page.`);
} finally {
  await database.close();
}
