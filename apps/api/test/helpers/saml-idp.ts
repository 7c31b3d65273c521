import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/** A signing key and its self-signed certificate, generated for the run (openssl, as an IdP's console would). */
export interface SigningIdentity {
  privateKey: string;
  certificate: string;
}

export function generateSigningIdentity(commonName: string): SigningIdentity {
  const folder = mkdtempSync(join(tmpdir(), 'saml-idp-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '2',
        '-subj',
        `/CN=${commonName}`,
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      privateKey: readFileSync(join(folder, 'key.pem'), 'utf8'),
      certificate: readFileSync(join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What the IdP read from the AuthnRequest the browser brought (HTTP-Redirect binding). */
export function readAuthnRequest(redirectUrl: string): {
  requestId: string;
  relayState: string;
  acsUrl: string;
} {
  const url = new URL(redirectUrl);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString(
    'utf8',
  );
  return {
    requestId: xml.match(/\sID="([^"]+)"/)?.[1] ?? '',
    relayState: url.searchParams.get('RelayState') ?? '',
    acsUrl: xml.match(/AssertionConsumerServiceURL="([^"]+)"/)?.[1] ?? '',
  };
}

export interface AssertionOptions {
  idpEntityId: string;
  audience: string;
  recipient: string;
  inResponseTo: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** Seconds from now the assertion stops being valid (negative: already expired). */
  validForSeconds?: number;
}

const iso = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toISOString();
const id = () => `_${randomBytes(16).toString('hex')}`;

/** A SAML 2.0 Response holding one assertion, unsigned: `signAssertion` signs it as an IdP does. */
export function buildResponse(options: AssertionOptions): string {
  const validFor = options.validForSeconds ?? 300;
  const attributes = [
    ['firstName', options.firstName ?? 'Laura'],
    ['lastName', options.lastName ?? 'Gómez'],
  ]
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${name}"><saml:AttributeValue>${value}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${iso(0)}" Destination="${options.recipient}" InResponseTo="${options.inResponseTo}">` +
    `<saml:Issuer>${options.idpEntityId}</saml:Issuer>` +
    '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${iso(0)}">` +
    `<saml:Issuer>${options.idpEntityId}</saml:Issuer>` +
    '<saml:Subject>' +
    `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${options.email}</saml:NameID>` +
    '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
    `<saml:SubjectConfirmationData NotOnOrAfter="${iso(validFor)}" Recipient="${options.recipient}" InResponseTo="${options.inResponseTo}"/>` +
    '</saml:SubjectConfirmation>' +
    '</saml:Subject>' +
    `<saml:Conditions NotBefore="${iso(-60)}" NotOnOrAfter="${iso(validFor)}">` +
    `<saml:AudienceRestriction><saml:Audience>${options.audience}</saml:Audience></saml:AudienceRestriction>` +
    '</saml:Conditions>' +
    `<saml:AuthnStatement AuthnInstant="${iso(0)}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
    '</saml:Assertion>' +
    '</samlp:Response>'
  );
}

/** Signs the assertion (enveloped, exclusive c14n, RSA-SHA256), the signature right after its Issuer. */
export function signAssertion(responseXml: string, identity: SigningIdentity): string {
  const signature = new SignedXml({
    privateKey: identity.privateKey,
    publicCert: identity.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(responseXml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return signature.getSignedXml();
}

export const encodeResponse = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
