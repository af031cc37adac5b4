import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUpdate } from '../../lib/app-status.ts';
import en from '../../locales/en.json';
import { AppStatusBanner } from './app-status.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

describe('the app’s status banner', () => {
  it('announces going offline and coming back', () => {
    render(<AppStatusBanner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe(en.pwa.offline);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
  });

  it('offers a new version and loads it only when asked', () => {
    const apply = vi.fn();
    render(<AppStatusBanner />);
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status').textContent).toContain(en.pwa.updateReady);
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.pwa.reload }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
