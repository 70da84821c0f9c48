import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAppRoutes } from '../app/router';
import { setCurrentUser, type CurrentUser } from '../lib/auth';
import { NotificationsProvider } from '../lib/notifications';
import { createQueryClient } from '../lib/query-client';

export interface RenderAppOptions {
  /** Pages to route inside the layout (the app's own table is empty until pages arrive). */
  pages?: RouteObject[];
  path?: string;
  /** The session check's answer, or 'checking' to leave the check to the app. */
  user?: CurrentUser | null | 'checking';
  /** Render inside <StrictMode>, as the app does: effects run twice in development. */
  strict?: boolean;
}

/** The app's route tree in a memory router, with the session already checked. */
export function renderApp({ pages = [], path = '/', user = null, strict = false }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  if (user !== 'checking') setCurrentUser(queryClient, user);
  const router = createMemoryRouter(createAppRoutes(pages), { initialEntries: [path] });
  const app = (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

/** Opens a header menu (a disclosure: a button showing a panel of links) by its button; returns the panel. */
export async function openHeaderMenu(name: string): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`the ${name} button controls no panel`);
  return panel;
}
