import './loading-overlay.css';
import { IonSpinner } from '@ionic/react';

interface LoadingOverlayProps {
  isOpen: boolean;
  message: string;
}

/**
 * A loading overlay (spec §2.6) that stays only as long as the work does. Ionic's `IonLoading` can stay on
 * screen when `isOpen` turns false while it is still presenting (a fast answer), hiding the results under it;
 * this one is plain markup, so it leaves with the render that ends the loading.
 */
export function LoadingOverlay({ isOpen, message }: LoadingOverlayProps) {
  if (!isOpen) return null;
  return (
    <div className="loading-overlay">
      <div className="loading-overlay__box" role="status" aria-live="polite">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span>{message}</span>
      </div>
    </div>
  );
}
