import { paymentMessages } from '@creds/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import StripeCardForm from './stripe-card-form';

// Stripe.js cannot load here: the Elements are stood in for by elements that report ready at once.
const stripe = vi.hoisted(() => ({
  confirmCardPayment: vi.fn(),
  elements: new Map<string, object>(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => {
  const element = (name: string) =>
    function StubElement({ onReady }: { onReady?: () => void }) {
      // Like a real Element, ready once, when mounted.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => onReady?.(), []);
      return <div data-element={name} />;
    };
  return {
    Elements: ({ children }: { children: ReactNode }) => children,
    CardNumberElement: Object.assign(element('cardNumber'), { elementName: 'cardNumber' }),
    CardExpiryElement: Object.assign(element('cardExpiry'), { elementName: 'cardExpiry' }),
    CardCvcElement: Object.assign(element('cardCvc'), { elementName: 'cardCvc' }),
    useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment }),
    useElements: () => ({
      getElement: (component: { elementName: string }) => stripe.elements.get(component.elementName) ?? null,
    }),
  };
});

function renderStripeForm(onSucceeded = vi.fn(async () => {})) {
  render(<StripeCardForm publishableKey="pk_test_123" clientSecret="pi_123_secret_456" amountCents={500} onSucceeded={onSucceeded} />);
  return onSucceeded;
}

describe('the Stripe card form', () => {
  beforeEach(() => {
    stripe.elements = new Map(['cardNumber', 'cardExpiry', 'cardCvc'].map((name) => [name, { name }]));
    stripe.confirmCardPayment.mockReset();
  });

  it('says "Stripe elements not found." when a field is missing, and charges nothing', async () => {
    stripe.elements.delete('cardCvc');
    renderStripeForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $5.00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(paymentMessages.elementsMissing);
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('confirms the payment with the card element and reports success', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const onSucceeded = renderStripeForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $5.00' }));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledOnce());
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_456', { payment_method: { card: { name: 'cardNumber' } } });
    expect(screen.getByRole('status')).toHaveTextContent(paymentMessages.completed);
  });

  it('shows the provider’s message, or "Payment failed" without one', async () => {
    stripe.confirmCardPayment.mockResolvedValueOnce({ error: { message: paymentMessages.declined } }).mockResolvedValueOnce({ error: {} });
    renderStripeForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $5.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.declined);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $5.00' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(paymentMessages.failed));
  });
});
