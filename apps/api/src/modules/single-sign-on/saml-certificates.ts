import { X509Certificate } from 'node:crypto';
import type { SamlCertificateSummary } from '@travesia/domain';

const PEM_BODY = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/;

/**
 * The certificate as PEM, whether pasted as PEM or as the bare base64 an IdP's metadata holds; undefined when it is
 * not one X.509 certificate.
 */
export function normalizeCertificate(text: string): string | undefined {
  const body = (text.match(PEM_BODY)?.[1] ?? text).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return undefined;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return undefined;
  }
}

/** What the settings page shows of a certificate, so the admin tells the current one from the next. */
export function summarizeCertificate(pem: string): SamlCertificateSummary {
  const certificate = new X509Certificate(pem);
  return {
    pem,
    subject: certificate.subject.replaceAll('\n', ', '),
    fingerprint: certificate.fingerprint256,
    validTo: new Date(certificate.validTo).toISOString(),
  };
}
