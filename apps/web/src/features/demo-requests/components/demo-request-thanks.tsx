import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { useEffect, useId, useRef } from 'react';

interface DemoRequestThanksProps {
  name: string;
  /** The server's confirmation. */
  message: string;
}

/** Shown once the request is stored; focus moves to it so a screen reader announces it. */
export function DemoRequestThanks({ name, message }: DemoRequestThanksProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="demo-thanks" aria-labelledby={headingId} role="status">
      <IonIcon icon={checkmarkCircleOutline} className="demo-thanks__icon" aria-hidden="true" />
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        ¡Gracias, {name.trim()}!
      </h2>
      <p>{message}</p>
      <p>Te enviamos una copia de la solicitud a tu correo.</p>
      <IonButton routerLink="/" routerDirection="root" fill="outline">
        Volver al inicio
      </IonButton>
    </section>
  );
}
