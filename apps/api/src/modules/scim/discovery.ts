import { SCIM_DEFAULT_COUNT, SCIM_MAX_OPERATIONS, SCIM_MAX_RESULTS, SCIM_SCHEMAS } from './scim-schemas';

/**
 * What Travesía's SCIM service offers, as RFC 7643 §5–7 describe it, for directories that read it before
 * provisioning: the service's features, its two resource types and the attributes it keeps of each.
 */

type AttributeType = 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';

interface AttributeOptions {
  description: string;
  required?: boolean;
  multiValued?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  caseExact?: boolean;
  referenceTypes?: string[];
  subAttributes?: SchemaAttribute[];
}

interface SchemaAttribute {
  name: string;
  type: AttributeType;
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable';
  returned: 'default';
  uniqueness: 'none' | 'server';
  referenceTypes?: string[];
  subAttributes?: SchemaAttribute[];
}

function attribute(name: string, type: AttributeType, options: AttributeOptions): SchemaAttribute {
  return {
    name,
    type,
    multiValued: options.multiValued ?? false,
    description: options.description,
    required: options.required ?? false,
    caseExact: options.caseExact ?? false,
    mutability: options.mutability ?? 'readWrite',
    returned: 'default',
    uniqueness: options.uniqueness ?? 'none',
    ...(options.referenceTypes && { referenceTypes: options.referenceTypes }),
    ...(options.subAttributes && { subAttributes: options.subAttributes }),
  };
}

const valueTypePrimary = (what: string) => [
  attribute('value', 'string', { description: what }),
  attribute('type', 'string', { description: 'Tipo: work, home, mobile u otro.' }),
  attribute('primary', 'boolean', { description: 'El valor principal.' }),
];

const reference = (what: string, referenceTypes: string[]) => [
  attribute('value', 'string', { description: `El id de ${what}.` }),
  attribute('$ref', 'reference', { description: `La dirección de ${what}.`, referenceTypes }),
  attribute('display', 'string', { description: 'Cómo se muestra.', mutability: 'readOnly' }),
];

const USER_ATTRIBUTES = [
  attribute('userName', 'string', {
    description: 'El correo de la persona, de un dominio de la empresa; con él inicia sesión.',
    required: true,
    uniqueness: 'server',
  }),
  attribute('externalId', 'string', {
    description: 'El id de la persona en el directorio.',
    caseExact: true,
  }),
  attribute('name', 'complex', {
    description: 'El nombre de la persona.',
    required: true,
    subAttributes: [
      attribute('givenName', 'string', { description: 'Nombre.', required: true }),
      attribute('familyName', 'string', { description: 'Apellido.', required: true }),
      attribute('formatted', 'string', { description: 'Nombre completo.', mutability: 'readOnly' }),
    ],
  }),
  attribute('displayName', 'string', { description: 'Cómo se muestra la persona.' }),
  attribute('emails', 'complex', {
    description: 'Correos de la persona.',
    multiValued: true,
    subAttributes: valueTypePrimary('El correo.'),
  }),
  attribute('phoneNumbers', 'complex', {
    description: 'Teléfonos; Travesía guarda el principal, o el móvil, o el del trabajo.',
    multiValued: true,
    subAttributes: valueTypePrimary('El teléfono.'),
  }),
  attribute('active', 'boolean', {
    description: 'false: la cuenta queda desactivada y sus sesiones terminan.',
  }),
  attribute('groups', 'complex', {
    description: 'El grupo de viaje de la persona.',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: reference('el grupo', ['Group']),
  }),
];

const ENTERPRISE_ATTRIBUTES = [
  attribute('employeeNumber', 'string', { description: 'Número de empleado.' }),
  attribute('costCenter', 'string', {
    description: 'Centro de costos; el del mismo código o nombre en Travesía queda elegido al reservar.',
  }),
  attribute('department', 'string', { description: 'Área o departamento.' }),
  attribute('manager', 'complex', {
    description: 'El jefe; si puede aprobar viajes, queda como aprobador de la persona.',
    subAttributes: reference('el jefe', ['User']),
  }),
];

const TRAVESIA_ATTRIBUTES = [
  attribute('documentType', 'string', { description: 'Tipo de documento: CC (por omisión) o CE.' }),
  attribute('documentNumber', 'string', {
    description: 'Número de documento, de 5 a 15 dígitos; obligatorio para crear el usuario.',
    caseExact: true,
  }),
];

const GROUP_ATTRIBUTES = [
  attribute('displayName', 'string', {
    description: 'El nombre del grupo de viaje (hasta 60 caracteres), único en la empresa.',
    required: true,
    uniqueness: 'server',
  }),
  attribute('externalId', 'string', { description: 'El id del grupo en el directorio.', caseExact: true }),
  attribute('members', 'complex', {
    description:
      'Los miembros; una persona está en un solo grupo de viaje, así que entrar a uno la saca del otro.',
    multiValued: true,
    subAttributes: reference('la persona', ['User']),
  }),
];

const SCHEMAS = [
  { id: SCIM_SCHEMAS.user, name: 'User', description: 'Usuario de Travesía', attributes: USER_ATTRIBUTES },
  {
    id: SCIM_SCHEMAS.enterpriseUser,
    name: 'EnterpriseUser',
    description: 'Datos de la persona en la empresa',
    attributes: ENTERPRISE_ATTRIBUTES,
  },
  {
    id: SCIM_SCHEMAS.travesiaUser,
    name: 'TravesiaUser',
    description: 'El documento de identidad con el que la persona viaja',
    attributes: TRAVESIA_ATTRIBUTES,
  },
  { id: SCIM_SCHEMAS.group, name: 'Group', description: 'Grupo de viaje', attributes: GROUP_ATTRIBUTES },
];

const RESOURCE_TYPES = [
  {
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'Usuarios de la empresa',
    schema: SCIM_SCHEMAS.user,
    schemaExtensions: [
      { schema: SCIM_SCHEMAS.enterpriseUser, required: false },
      { schema: SCIM_SCHEMAS.travesiaUser, required: false },
    ],
  },
  {
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'Grupos de viaje de la empresa',
    schema: SCIM_SCHEMAS.group,
    schemaExtensions: [],
  },
];

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Token de portador',
        description: `El token SCIM que el administrador de la empresa genera en Travesía; a lo sumo ${SCIM_MAX_OPERATIONS} operaciones por PATCH y ${SCIM_DEFAULT_COUNT} resultados por página si no se pide count.`,
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return RESOURCE_TYPES.map((type) => ({
    schemas: [SCIM_SCHEMAS.resourceType],
    ...type,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${type.id}` },
  }));
}

export function schemaDefinitions(baseUrl: string) {
  return SCHEMAS.map((schema) => ({
    schemas: [SCIM_SCHEMAS.schema],
    ...schema,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${schema.id}` },
  }));
}
