import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildCertificate } from '../../../test/certificate-factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const linkedInUrl = 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&certId=12345674';

describe('public certificate page', () => {
  it('shows the certificate with LinkedIn, credential download and verify links', async () => {
    const api = mockApi({
      'GET /certificates/12345674': () =>
        answer(200, { msg: { ...buildCertificate(), linkedInUrl, pageUrl: 'http://localhost/certificates/12345674?name=Ada%20Lovelace' } }),
    });
    renderApp({ pages: pageRoutes, path: '/certificates/12345674?name=Ada%20Lovelace' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe('/certificates/12345674');
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Data Structures and Algorithms');
    expect(article).toHaveTextContent('Level: Intermediate');
    expect(within(article).getByRole('img', { name: '3 of 5 stars' })).toBeInTheDocument();
    expect(article).toHaveTextContent('8 January 2024 to 3 May 2024');
    expect(article).toHaveTextContent('14 February 2025');

    const actions = screen.getByRole('complementary', { name: 'Certificate actions' });
    const linkedIn = within(actions).getByRole('link', { name: /Add to LinkedIn profile/ });
    expect(linkedIn).toHaveAttribute('href', linkedInUrl);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(within(actions).getByRole('link', { name: 'Download credential' })).toHaveAttribute(
      'href',
      '/api/certificates/12345674/credential?name=Ada%20Lovelace',
    );
    expect(within(actions).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/validate?certificateId=12345674&name=Ada%20Lovelace');
  });

  it('shows a revoked certificate as revoked, without the LinkedIn link', async () => {
    mockApi({
      'GET /certificates/12345674': () =>
        answer(200, {
          msg: { ...buildCertificate({ revoked: true, revokedAt: '2025-03-01T00:00:00.000Z', revokeReason: 'Issued in error.' }), linkedInUrl, pageUrl: '' },
        }),
    });
    renderApp({ pages: pageRoutes, path: '/certificates/12345674?name=Ada%20Lovelace' });

    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Reason: Issued in error.');
    expect(within(screen.getByRole('complementary', { name: 'Certificate actions' })).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('says "Certificate not found" when the id and name do not match', async () => {
    mockApi({ 'GET /certificates/12345674': () => answer(404, { msg: 'Certificate not found.', code: 'NOT_FOUND' }) });
    renderApp({ pages: pageRoutes, path: '/certificates/12345674?name=Someone%20Else' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the verification page' })).toHaveAttribute(
      'href',
      '/validate?certificateId=12345674&name=Someone%20Else',
    );
  });
});
