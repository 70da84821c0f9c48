import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import './index.css';
import { applyBrandTheme } from './lib/brand-theme';
import { createQueryClient } from './lib/query-client';

// Zod probes `new Function` to speed up parsing; the CSP forbids it, and the probe shows as a CSP error.
z.config({ jitless: true });
applyBrandTheme();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
