import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-routes.tsx';
import type { PinRefusal } from './pin-refusal.ts';
import { PinSheet } from './pin-sheet.tsx';
import { typeInPinSheet } from './type-pin.testing.ts';

// Toasts and popups render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const refusal = (code: number, data: unknown): PinRefusal => ({ code, data, msg: '', kind: 'business' });

function Harness({ error, onComplete }: { error?: PinRefusal | null; onComplete: (pin: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <PinSheet
      visible={open}
      description="120.00 to Bank of Tests •••• 4321"
      onComplete={onComplete}
      onClose={() => setOpen(false)}
      error={error}
    />
  );
}

describe('PIN sheet', () => {
  it('is a labelled dialog that hands over the six digits once the last is typed', async () => {
    const onComplete = vi.fn();
    renderAt(<Harness onComplete={onComplete} />);
    const sheet = await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(within(sheet).getByText('120.00 to Bank of Tests •••• 4321')).toBeTruthy();
    typeInPinSheet('12345');
    expect(onComplete).not.toHaveBeenCalled();
    typeInPinSheet('6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('says a wrong PIN and how many tries are left, inside the sheet', async () => {
    renderAt(<Harness onComplete={vi.fn()} error={refusal(446, { attemptsLeft: 2, lockedUntil: null })} />);
    const sheet = await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(within(sheet).getByText('Wrong transaction PIN. Tries left: 2.')).toBeTruthy();
  });

  it('says until when a locked PIN stays locked, and takes no digits meanwhile', async () => {
    const lockedUntil = new Date(Date.now() + 15 * 60_000);
    lockedUntil.setSeconds(0, 0);
    const onComplete = vi.fn();
    renderAt(
      <Harness
        onComplete={onComplete}
        error={refusal(446, { attemptsLeft: 0, lockedUntil: lockedUntil.toISOString() })}
      />,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    const time = lockedUntil.toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
    expect(
      within(sheet).getByText(`Too many wrong tries. Your transaction PIN is locked until ${time}.`),
    ).toBeTruthy();
    typeInPinSheet('123456');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('leads to setting a PIN when none is set', async () => {
    const { router } = renderAt(<Harness onComplete={vi.fn()} error={refusal(445, null)} />);
    const sheet = await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(within(sheet).getByText('You have not set a transaction PIN yet.')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('link', { name: 'Set a transaction PIN' }));
    expect(router.state.location.pathname).toBe('/payPassword');
  });
});
