import { cardMessages, errorMessages, paymentMessages } from '@creds/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { answer, mockApi } from '../../../test/mock-api';
import { SandboxCardForm } from './sandbox-card-form';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function renderCardForm(onSucceeded = vi.fn(async () => {})) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SandboxCardForm clientSecret="pi_sandbox_secret_123" amountCents={500} onSucceeded={onSucceeded} />
    </QueryClientProvider>,
  );
  return {
    number: screen.getByLabelText('Card number'),
    expiry: screen.getByLabelText('Expiry date'),
    cvc: screen.getByLabelText('CVC'),
    pay: screen.getByRole('button', { name: 'Pay $5.00' }),
    onSucceeded,
  };
}

describe('the sandbox card fields', () => {
  it('group the number, show its brand, write the expiry as MM / YY and move on when a field is complete', async () => {
    const { number, expiry, cvc } = renderCardForm();
    // "card number, expiry and CVC fields" (spec section 2): one control each.
    expect(screen.getAllByLabelText(/expiry/i)).toEqual([expiry]);
    await userEvent.type(number, '4242');
    expect(number).toHaveValue('4242');
    expect(number).toHaveAccessibleDescription('Visa');
    await userEvent.type(number, '424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(expiry).toHaveFocus();

    await userEvent.type(expiry, '4');
    expect(expiry).toHaveValue('04 / ');
    await userEvent.type(expiry, nextYear);
    expect(expiry).toHaveValue(`04 / ${nextYear}`);
    expect(cvc).toHaveFocus();

    await userEvent.type(cvc, '12345');
    expect(cvc).toHaveValue('123');
  });

  it('judge a complete value as it is typed and an incomplete one when the field is left', async () => {
    const { number, expiry } = renderCardForm();
    await userEvent.type(number, '4242');
    expect(number).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    expect(number).toHaveAccessibleDescription(`${cardMessages.numberIncomplete} Visa`);

    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424241');
    expect(number).toHaveAccessibleDescription(`${cardMessages.numberInvalid} Visa`);

    await userEvent.type(expiry, '0120');
    expect(expiry).toHaveAccessibleDescription(cardMessages.expiryPast);
  });

  it('check everything on submit and send nothing while a field is wrong', async () => {
    const api = mockApi({});
    const { number, pay, cvc } = renderCardForm();
    await userEvent.click(pay);
    expect(number).toHaveAccessibleDescription(cardMessages.numberIncomplete);
    expect(cvc).toHaveAccessibleDescription(cardMessages.cvcIncomplete);
    expect(number).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('show the provider’s decline and succeed on a retry with a good card', async () => {
    let attempt = 0;
    const api = mockApi({
      'POST /payments/sandbox/confirm': () => {
        attempt += 1;
        return attempt === 1
          ? answer(200, { msg: { status: 'requires_payment_method', error: { code: 'card_declined', message: paymentMessages.declined } } })
          : answer(200, { msg: { status: 'succeeded', error: null } });
      },
    });
    const { number, expiry, cvc, pay, onSucceeded } = renderCardForm();
    await userEvent.type(number, '4000000000000002');
    await userEvent.type(expiry, `12${nextYear}`);
    await userEvent.type(cvc, '123');
    await userEvent.click(pay);

    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.declined);
    expect(api.callsTo('POST /payments/sandbox/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_sandbox_secret_123',
      card: { number: '4000000000000002', expiry: `12 / ${nextYear}`, cvc: '123' },
    });
    expect(onSucceeded).not.toHaveBeenCalled();

    fireEvent.change(number, { target: { value: '4242424242424242' } });
    await userEvent.click(pay);
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledOnce());
    expect(screen.getByRole('status')).toHaveTextContent(paymentMessages.completed);
  });

  it('say "Payment failed" when the provider gives no reason', async () => {
    mockApi({ 'POST /payments/sandbox/confirm': () => answer(200, { msg: { status: 'requires_payment_method', error: null } }) });
    const { number, expiry, cvc, pay } = renderCardForm();
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(expiry, `12${nextYear}`);
    await userEvent.type(cvc, '123');
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.failed);
  });

  it('asks once more when the answer is lost, so a payment that went through is not reported as failed', async () => {
    let calls = 0;
    const api = mockApi({
      'POST /payments/sandbox/confirm': () => {
        calls += 1;
        // The first answer never arrives (the server took the payment); confirming again answers "succeeded".
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : answer(200, { msg: { status: 'succeeded', error: null } });
      },
    });
    const { number, expiry, cvc, pay, onSucceeded } = renderCardForm();
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(expiry, `12${nextYear}`);
    await userEvent.type(cvc, '123');
    await userEvent.click(pay);
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledOnce());
    expect(api.callsTo('POST /payments/sandbox/confirm')).toHaveLength(2);
    expect(screen.queryByText(paymentMessages.failed)).not.toBeInTheDocument();
  });

  it('says the connection may be down when no answer comes twice, and asks only once more', async () => {
    const api = mockApi({ 'POST /payments/sandbox/confirm': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { number, expiry, cvc, pay, onSucceeded } = renderCardForm();
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(expiry, `12${nextYear}`);
    await userEvent.type(cvc, '123');
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.offline);
    expect(api.callsTo('POST /payments/sandbox/confirm')).toHaveLength(2);
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('show "Paying..." while the payment runs', async () => {
    let release: (response: Response) => void = () => {};
    mockApi({ 'POST /payments/sandbox/confirm': () => new Promise<Response>((resolve) => (release = resolve)) });
    const { number, expiry, cvc, pay } = renderCardForm();
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(expiry, `12${nextYear}`);
    await userEvent.type(cvc, '123');
    await userEvent.click(pay);
    expect(await screen.findByRole('button', { name: 'Paying...' })).toBeDisabled();
    release(answer(200, { msg: { status: 'succeeded', error: null } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(paymentMessages.completed));
  });
});
