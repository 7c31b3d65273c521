import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { AIRLINE_CONFIRMING_TEXT, FlightPaymentForm } from './flight-payment-form';

afterEach(() => vi.useRealTimers());

function renderForm(isPending: boolean) {
  return renderWithProviders(
    <FlightPaymentForm
      costCenters={{
        data: [{ id: 1, code: 'CC-1', name: 'Operaciones', budgetUsed: null }],
        lastUsedId: null,
      }}
      isOutOfPolicy={false}
      isPending={isPending}
      isBlocked={false}
      alert={null}
      attempt={null}
      draftKey="flight-payment:test"
      onSubmit={() => {}}
    />,
    { path: '/booking-two' },
  );
}

describe('FlightPaymentForm', () => {
  it('tells the traveller the airline is confirming when the booking takes more than a moment', async () => {
    storeSignedInUser();
    mockFetch({});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderForm(true);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(AIRLINE_CONFIRMING_TEXT);
  });
});
