/** The URNs SCIM 2.0 names its schemas and messages by (RFC 7643, RFC 7644), and Travesía's own extension. */
export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  /** The identity document a traveller is booked under, which no standard schema carries. */
  travesiaUser: 'urn:ietf:params:scim:schemas:extension:travesia:2.0:User',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
} as const;

/** The media type of every SCIM answer (RFC 7644 §3.1); requests may come as it or as plain JSON. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** Where the SCIM endpoints live, under the product's public address. */
export const SCIM_PATH = '/scim/v2';

/** At most this many resources in one page of a list (ServiceProviderConfig's filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;
/** A list asked for without `count` answers this many. */
export const SCIM_DEFAULT_COUNT = 100;
/** A PATCH carries at most this many operations. */
export const SCIM_MAX_OPERATIONS = 100;
