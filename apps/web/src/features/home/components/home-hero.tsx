import { IonButton } from '@ionic/react';
import { HOME_AFTER_LOGIN, LOGIN_PATH } from '@travesia/domain';
import { useId } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';

export function HomeHero() {
  const { isLoggedIn } = useAuth();
  const headingId = useId();
  return (
    <section className="home-hero" aria-labelledby={headingId}>
      <div className="home-hero__copy">
        <p className="home-hero__eyebrow">Viajes corporativos</p>
        <h1 id={headingId}>Los viajes de trabajo de tu equipo, en un solo lugar</h1>
        <p className="home-hero__subtitle">
          Reserva vuelos y hoteles en pesos colombianos (COP) dentro de la política de viajes de tu empresa,
          con aprobaciones y centros de costos incluidos.
        </p>
        <div className="home-hero__actions">
          {isLoggedIn ? (
            <IonButton size="large" routerLink={HOME_AFTER_LOGIN}>
              Buscar vuelos
            </IonButton>
          ) : (
            <IonButton size="large" routerLink={LOGIN_PATH}>
              Iniciar sesión
            </IonButton>
          )}
          <IonButton size="large" fill="outline" routerLink="/tourism-form">
            Solicitar una demo
          </IonButton>
        </div>
      </div>
      <RouteArt />
    </section>
  );
}

/** Decoration only: a flight path between two stops. */
function RouteArt() {
  return (
    <svg className="home-hero__art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <path
        d="M40 196 C 90 60, 230 40, 282 70"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <circle cx="40" cy="196" r="10" fill="currentColor" opacity="0.35" />
      <circle cx="40" cy="196" r="5" fill="currentColor" />
      <circle cx="282" cy="70" r="14" fill="currentColor" opacity="0.25" />
      <circle cx="282" cy="70" r="6" fill="currentColor" />
      <path d="M176 70 l26 -8 -8 26 -6 -10 -12 -8z" fill="#ffffff" />
    </svg>
  );
}
