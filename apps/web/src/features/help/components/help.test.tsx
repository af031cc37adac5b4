import type { FakeRoutes } from '@shopkeeper/front-kit/testing';
import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { QaArticle, QaEntry } from '../api/help.ts';
import { HelpCentre } from './help-centre.tsx';

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

const anEntry = (overrides: Partial<QaEntry> = {}): QaEntry => ({
  id: 1,
  category: 'top_ups',
  title: 'How to top up',
  summary: 'Pay to a channel, then upload the proof.',
  language: 'en',
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

function server(routes: FakeRoutes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    homeQa: { code: 200, data: { items: [anEntry()], nextCursor: null } },
    ...routes,
  });
}

/** The help centre where /service's Help tab puts it: inside a screen, with no layout of its own. */
function renderHelpCentre() {
  const router = createMemoryRouter([{ path: '/service', element: <HelpCentre /> }], {
    initialEntries: ['/service'],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('help centre', () => {
  it('lists articles, each opening its page, and asks again by category and by words', async () => {
    const s = server({
      homeQa: ({ input }) => ({
        code: 200,
        data: {
          items: input.q === 'pin' ? [anEntry({ id: 5, title: 'Forgot your PIN?' })] : [anEntry()],
          nextCursor: null,
        },
      }),
    });
    renderHelpCentre();
    const link = await screen.findByRole('link', { name: /How to top up/ });
    expect(link.getAttribute('href')).toBe('/qaDetail?id=1');

    fireEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    await waitFor(() => expect(s.called('homeQa').at(-1)!.input).toMatchObject({ category: 'withdrawals' }));
    expect(screen.getByRole('button', { name: 'Withdrawals' }).getAttribute('aria-pressed')).toBe('true');

    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    fireEvent.input(search, { target: { value: ' pin ' } });
    fireEvent.submit(search);
    expect(await screen.findByRole('link', { name: /Forgot your PIN\?/ })).toBeTruthy();
    expect(s.called('homeQa').at(-1)!.input).toMatchObject({ category: 'withdrawals', q: 'pin' });
  });

  it('says when nothing matches the words', async () => {
    server({ homeQa: { code: 200, data: { items: [], nextCursor: null } } });
    renderHelpCentre();
    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    fireEvent.input(search, { target: { value: 'refund' } });
    fireEvent.submit(search);
    expect(await screen.findByText('Nothing matches “refund”. Try other words.')).toBeTruthy();
  });

  it('searches as the merchant types, once the typing pauses', async () => {
    const s = server({
      homeQa: ({ input }) => ({
        code: 200,
        data: {
          items: input.q === 'pin' ? [anEntry({ id: 5, title: 'Forgot your PIN?' })] : [anEntry()],
          nextCursor: null,
        },
      }),
    });
    renderHelpCentre();
    await screen.findByRole('link', { name: /How to top up/ });
    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    for (const typed of ['p', 'pi', 'pin']) fireEvent.input(search, { target: { value: typed } });
    expect(await screen.findByRole('link', { name: /Forgot your PIN\?/ })).toBeTruthy();
    // One search for the words as they stood when the typing paused, not one per key.
    expect(s.called('homeQa').map((call) => call.input.q ?? '')).toEqual(['', 'pin']);
  });
});

describe('help article', () => {
  const anArticle = (content: string): QaArticle => ({ ...anEntry({ id: 3, title: 'Your PIN' }), content });

  it('renders the formatted text and strips anything that could run', async () => {
    server({
      homeQaDetail: {
        code: 200,
        data: anArticle(
          '<p>Keep your <strong>PIN</strong> secret.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><a href="javascript:alert(1)">click</a><a href="https://help.example" target="_blank" rel="noopener noreferrer">More</a>',
        ),
      },
    });
    renderRoutes(routes, '/qaDetail?id=3');
    const body = await screen.findByTestId('qa-body');
    expect(screen.getByRole('heading', { name: 'Your PIN' })).toBeTruthy();
    expect(body.querySelector('strong')?.textContent).toBe('PIN');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(body.innerHTML).not.toContain('javascript:');
    expect(body.querySelector('a[href="https://help.example"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens under its title, and without an id leads to the help centre at /service', async () => {
    server({ homeQaDetail: { code: 200, data: anArticle('<p>Six digits.</p>') } });
    renderRoutes(routes, '/qaDetail?id=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help article' })).toBeTruthy();
    const { router } = renderRoutes(routes, '/qaDetail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));
  });

  it('says an article that is gone is not found', async () => {
    server({ homeQaDetail: { code: 404, msg: 'Not found', data: null } });
    renderRoutes(routes, '/qaDetail?id=99');
    expect(await screen.findByText('Article not found')).toBeTruthy();
  });
});
