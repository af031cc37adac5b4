import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render.tsx';

const contact = () => screen.findByRole('button', { name: 'Contact customer service' });

describe('/404', () => {
  it('leads to the service link the profile gave, when it is an app path', async () => {
    localStorage.setItem(storage.keys.serviceLink, '/service?topic=account');
    const { router } = renderRoutes(routes, '/404');
    fireEvent.click(await contact());
    // /service is for signed-in people, so sign-in comes first and returns there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/service?topic=account');
  });

  it('opens an outside customer-service page as a page', async () => {
    localStorage.setItem(storage.keys.serviceLink, 'https://help.example/chat');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoutes(routes, '/404');
    fireEvent.click(await contact());
    expect(assign).toHaveBeenCalledWith('https://help.example/chat');
    vi.unstubAllGlobals();
  });

  it('falls back to the service screen without a link, and never follows other schemes', async () => {
    localStorage.setItem(storage.keys.serviceLink, 'javascript:alert(1)');
    const { router } = renderRoutes(routes, '/404');
    fireEvent.click(await contact());
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/service'),
    );
  });

  it('offers sign-in', async () => {
    const { router } = renderRoutes(routes, '/404');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
