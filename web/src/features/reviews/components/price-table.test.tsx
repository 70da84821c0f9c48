import { defaultPrices, type Price } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { priceMessages } from './price-editor';

const updatedAt = '2025-03-05T10:00:00.000Z';

describe('the price table (/admin/prices)', () => {
  it('lets an admin waive the evaluation price: the amount goes out in cents, and the change is announced', async () => {
    let prices: Price[] = defaultPrices.map((price) => ({ ...price, updatedAt }));
    const api = mockApi({
      'GET /admin/prices': () => answer(200, { msg: prices }),
      'PUT /admin/prices/evaluation.individual': (call) => {
        const { amount } = call.body as { amount: number };
        prices = prices.map((price) => (price.key === 'evaluation.individual' ? { ...price, amount } : price));
        return answer(200, { msg: 'The price is saved.' });
      },
    });
    renderApp({ pages: pageRoutes, path: '/admin/prices', user: buildUser({ role: 'admin' }) });

    const input = await screen.findByLabelText('Individual evaluation, per certificate (US dollars)');
    expect(input).toHaveValue('5.00');
    const form = input.closest('form')!;
    const save = within(form).getByRole('button', { name: 'Save Individual evaluation, per certificate' });
    expect(save).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, '4.555');
    await userEvent.click(save);
    expect(input).toHaveAccessibleDescription(priceMessages.invalidMoney);
    expect(api.callsTo('PUT /admin/prices/evaluation.individual')).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Individual evaluation, per certificate' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/prices/evaluation.individual').map((call) => call.body)).toEqual([{ amount: 0 }]));
    expect(await screen.findByText('The price is saved. Individual evaluation, per certificate: $0.00.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Individual evaluation, per certificate (US dollars)')).toHaveValue('0.00'));
  });
});
