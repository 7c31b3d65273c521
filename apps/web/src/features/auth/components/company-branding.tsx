import { ApiError, apiUrl, getErrorMessage } from '../../../lib/api-client';
import { useCompanyBranding } from '../api/get-company-branding';

const UNKNOWN_COMPANY_MESSAGE = 'No encontramos esa empresa.';

/** The company's logo and name on its own login page (/login/:idcompany). */
export function CompanyBranding({ companyId }: { companyId: string }) {
  // Company ids are positive integers; anything else cannot name a company, so nothing is asked.
  const isCompanyId = /^[1-9]\d*$/.test(companyId);
  const branding = useCompanyBranding(isCompanyId ? companyId : undefined);

  if (!isCompanyId) return <BrandingNote message={UNKNOWN_COMPANY_MESSAGE} />;
  if (branding.isError) {
    const status = branding.error instanceof ApiError ? branding.error.status : undefined;
    // Too many companies asked from this address: the logo is decoration, and "too many attempts" above the
    // form would read as if signing in were blocked, so the page is the generic sign-in.
    if (status === 429) return null;
    return (
      <BrandingNote message={status === 404 ? UNKNOWN_COMPANY_MESSAGE : getErrorMessage(branding.error)} />
    );
  }
  if (branding.isPending)
    return <div className="company-branding company-branding--loading" aria-hidden="true" />;

  const { name, logo_url: logoUrl } = branding.data;
  return (
    <div className="company-branding">
      {logoUrl && <img className="company-branding__logo" src={apiUrl(logoUrl)} alt={`Logo de ${name}`} />}
      <p className="company-branding__name">{name}</p>
    </div>
  );
}

function BrandingNote({ message }: { message: string }) {
  return (
    <p className="auth-note" role="status">
      {message}
    </p>
  );
}
