import type { Executor } from '@travesia/db';
import type { FlightPassenger } from '@travesia/domain';

/** The supplier adapters never touch our database: holds live at the supplier. */
export const tx = {} as Executor;

export const LAURA: FlightPassenger = {
  type: 'adult',
  documentType: 'CC',
  documento: '1020304050',
  firstname: 'Laura',
  last_name: 'Gómez',
  gender: 'F',
  birthDate: '1990-04-12',
  nationality: 'CO',
  email: 'laura@example.co',
  phone: '+573105550101',
};
export const TOMAS: FlightPassenger = {
  type: 'infant',
  documentType: 'RC',
  documento: '1122334455',
  firstname: 'Tomás',
  last_name: 'Gómez',
  gender: 'M',
  birthDate: '2026-01-20',
  nationality: 'CO',
};
