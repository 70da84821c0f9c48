import { evaluationMessages } from '@creds/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

describe('dashboard page', () => {
  it("shows the spec's two figures, also from an answer that carries only those", async () => {
    mockApi({ 'GET /badge/insights': () => answer(200, { msg: { totalBadges: 37, points: 91 } }) });
    renderApp({ pages: pageRoutes, path: '/dashboard', user: buildUser() });

    expect(await screen.findByText('37')).toBeInTheDocument();
    expect(screen.getByText('91')).toBeInTheDocument();
    expect(screen.queryByText(evaluationMessages.dashboardFailed)).not.toBeInTheDocument();
  });

  it('says the figures could not be fetched within a second or so, after one retry', async () => {
    const api = mockApi({ 'GET /badge/insights': () => answer(500, { msg: 'Internal error' }) });
    renderApp({ pages: pageRoutes, path: '/dashboard', user: buildUser() });

    expect(await screen.findByText(evaluationMessages.dashboardFailed, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(api.callsTo('GET /badge/insights')).toHaveLength(2);
  });

  it('is not asked again when the session could not be revalidated (spec section 4)', async () => {
    const api = mockApi({
      'GET /badge/insights': () => new Response('Unauthorized', { status: 401 }),
      'POST /auth/validate-session': () => answer(401, { msg: 'Your session has ended. Please sign in again.' }),
    });
    renderApp({ pages: pageRoutes, path: '/dashboard', user: buildUser() });

    expect(await screen.findByText(evaluationMessages.dashboardFailed)).toBeInTheDocument();
    expect(api.callsTo('GET /badge/insights')).toHaveLength(1);
    expect(api.callsTo('POST /auth/validate-session')).toHaveLength(1);
  });
});
