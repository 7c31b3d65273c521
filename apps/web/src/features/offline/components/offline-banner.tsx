import { formatMoment } from '../../../lib/dates/format-dates';
import { useIsOnline } from '../../../lib/offline/connection';
import { useLastSync } from '../../../lib/offline/last-sync';

/** 'Sin conexión', with when the trips shown were last brought from the server. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const lastSync = useLastSync();
  if (isOnline) return null;
  return (
    <div className="app-notice app-notice--offline" role="status">
      <p>
        <strong>Sin conexión</strong>
        {lastSync === null
          ? 'Este dispositivo aún no tiene reservas guardadas.'
          : `Última sincronización de tus reservas: ${formatMoment(new Date(lastSync).toISOString())}`}
      </p>
    </div>
  );
}
