/**
 * What a company's directory may do to its users through provisioning (SCIM, decision 046): the rules both the API
 * and any screen that explains them share.
 */

/** A directory provisions only addresses of the company's own e-mail domains (isEmailOfDomains). */
export function emailOutsideDomainsMessage(domains: readonly string[]): string {
  return domains.length === 0
    ? 'La empresa no tiene dominios de correo configurados: agrégalos antes de aprovisionar usuarios.'
    : `El correo debe ser de un dominio de la empresa (${domains.join(', ')}).`;
}

export const DIRECTORY_MESSAGES = {
  documentRequired:
    'Falta el documento de identidad: envía documentNumber en la extensión de Travesía para crear el usuario.',
  emailTaken: 'Ya existe un usuario con ese correo.',
  documentTaken: 'Ya hay otra persona de la empresa con ese número de documento.',
  externalIdTaken: 'Ya hay otro usuario de la empresa con ese externalId.',
  groupNameTaken: 'Ya existe un grupo de viaje con ese nombre en la empresa.',
  groupExternalIdTaken: 'Ya hay otro grupo de la empresa con ese externalId.',
  memberNotFound: 'Uno de los miembros no es un usuario de la empresa.',
} as const;
