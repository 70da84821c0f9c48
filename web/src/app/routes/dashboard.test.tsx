import { evaluationMessages } from '@creds/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

describe('dashboard page', () => {
  it('says the figures could not be fetched within a second or so, after one retry', async () => {
    const api = mockApi({ 'GET /badge/insights': () => answer(500, { msg: 'Internal error' }) });
    renderApp({ pages: pageRoutes, path: '/dashboard', user: buildUser() });

    expect(await screen.findByText(evaluationMessages.dashboardFailed, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(api.callsTo('GET /badge/insights')).toHaveLength(2);
  });
});
