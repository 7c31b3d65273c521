import { type BookingSummary, formatCop } from '@travesia/domain';
import { PolicyStatus } from '../policy-status/policy-status';

type PriceAndPolicy = Pick<BookingSummary, 'total' | 'withinPolicy' | 'outOfPolicyReason'>;

/** Total, policy verdict and (out of policy) the traveller's reason, as term/description pairs of a `<dl>`. */
export function PriceAndPolicyFacts({ booking }: { booking: PriceAndPolicy }) {
  return (
    <>
      <dt>Total</dt>
      <dd>
        <strong>{formatCop(booking.total)}</strong>
      </dd>
      <dt>Política</dt>
      <dd>
        <PolicyStatus isWithin={booking.withinPolicy} />
      </dd>
      {booking.outOfPolicyReason && (
        <>
          <dt>Motivo</dt>
          <dd>{booking.outOfPolicyReason}</dd>
        </>
      )}
    </>
  );
}
