import './form.css';
import { IonIcon } from '@ionic/react';
import { alertCircleOutline, checkmarkCircleOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';

interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A message about the whole form (server answer), announced as soon as it appears. */
export function FormAlert({ tone, children }: FormAlertProps) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <IonIcon icon={tone === 'error' ? alertCircleOutline : checkmarkCircleOutline} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
