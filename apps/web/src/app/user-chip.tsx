import { IonAvatar, IonIcon } from '@ionic/react';
import type { StoredUser } from '@travesia/domain';
import { businessOutline } from 'ionicons/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiUrl } from '../lib/api-client';

/** Header chip of a signed-in user: company logo, user name and company name, linking to the profile. */
export function UserChip({ user }: { user: StoredUser }) {
  const logoUrl = user.company.logo_url;
  const [failedLogoUrl, setFailedLogoUrl] = useState<string | null>(null);
  const showLogo = logoUrl !== null && logoUrl !== failedLogoUrl;

  return (
    <Link to="/profile" className="user-chip" title="Mi perfil">
      <IonAvatar className="user-chip__avatar">
        {showLogo ? (
          <img src={apiUrl(logoUrl)} alt="" onError={() => setFailedLogoUrl(logoUrl)} />
        ) : (
          <IonIcon icon={businessOutline} aria-hidden="true" data-testid="company-logo-fallback" />
        )}
      </IonAvatar>
      <span className="user-chip__text">
        <span className="visually-hidden">Mi perfil: </span>
        {/* The full name where there is room; on a phone the first name, so the company fits beside it. */}
        <span className="user-chip__name user-chip__name--full">{user.name}</span>
        <span className="user-chip__name user-chip__name--short" aria-hidden="true">
          {user.firstname}
        </span>
        <span className="user-chip__company">{user.company.name}</span>
      </span>
    </Link>
  );
}
