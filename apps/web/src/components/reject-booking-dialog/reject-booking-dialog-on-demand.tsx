import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import type { RejectBookingDialogProps } from './reject-booking-dialog';

const RejectBookingDialog = lazy(() =>
  import('./reject-booking-dialog').then((module) => ({ default: module.RejectBookingDialog })),
);

/**
 * The reject dialog, whose code (Ionic's modal, the form library and zod, about 28 KB gzip) comes when it is first
 * opened rather than with the approvals and the booking that offer it (issue 33). Once opened it stays mounted, so
 * it closes with its animation and opens at once the next time.
 */
export function RejectBookingDialogOnDemand(props: RejectBookingDialogProps) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <RejectBookingDialog {...props} />
    </Suspense>
  );
}
