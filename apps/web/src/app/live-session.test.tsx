import { aProfile, FakeEventSource, fakeServer } from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/react-query.ts';
import { endSession, startSession } from '../lib/session.ts';
import { LiveSession } from './live-session.tsx';

beforeEach(() => {
  queryClient.clear();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

const open = () => FakeEventSource.opened.filter((source) => !source.closed);

describe('the app’s live stream', () => {
  it('opens with a fresh ticket once signed in, and closes on sign-out', async () => {
    const api = fakeServer({
      streamTicket: { code: 200, data: { ticket: 'tk-1', expiresAt: '2099-01-01T00:00:00.000Z' } },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <LiveSession>
          <p>app</p>
        </LiveSession>
      </QueryClientProvider>,
    );
    expect(api.called('streamTicket')).toHaveLength(0);

    act(() => startSession('tok-1', aProfile()));
    await waitFor(() => expect(open().map((source) => source.url)).toEqual(['/api/v1/stream?ticket=tk-1']));
    expect(api.called('streamTicket')[0]?.authorization).toBe('tok-1');

    act(() => endSession());
    await waitFor(() => expect(open()).toHaveLength(0));
  });
});
