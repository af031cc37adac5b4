import { ApiError } from '@shopkeeper/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-routes.tsx';
import { textMessage } from '../form/form-message.ts';
import { PriceSheet, type PriceSheetProps } from './price-sheet.tsx';

// Toasts and popups render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const mug = {
  name: 'Ceramic mug',
  cost: '8.00',
  startPrice: '12.50',
  reference: { label: 'Price now', amount: '12.50' },
};

const refused = (code: number, data: unknown) => new ApiError(code, '', 'business', data);

function Harness(props: Partial<PriceSheetProps>) {
  const [open, setOpen] = useState(true);
  return (
    <PriceSheet
      priced={open ? mug : null}
      onClose={() => setOpen(false)}
      formName="test"
      title="Set the price"
      submitLabel="Keep it"
      save={vi.fn(async () => undefined)}
      savedText="Kept."
      {...props}
    />
  );
}

const priceField = () => screen.getByRole('textbox', { name: 'Selling price' });
const typePrice = (value: string) => fireEvent.input(priceField(), { target: { value } });
const openSheet = (props: Partial<PriceSheetProps> = {}) => {
  renderAt(<Harness {...props} />);
  return screen.findByRole('dialog', { name: 'Set the price' });
};
const send = (sheet: HTMLElement) => fireEvent.click(within(sheet).getByRole('button', { name: 'Keep it' }));

describe('price sheet', () => {
  it('shows the cost, the figure to compare, the start price and the profit as it is typed', async () => {
    const sheet = await openSheet();
    expect(within(sheet).getByText('Ceramic mug')).toBeTruthy();
    expect(within(sheet).getByTestId('sheet-cost').textContent).toBe('$8.00');
    expect(within(sheet).getByText('Price now')).toBeTruthy();
    expect((priceField() as HTMLInputElement).value).toBe('12.50');
    expect(within(sheet).getByTestId('sheet-profit').textContent).toBe('$4.50');
    typePrice('10.1');
    expect(within(sheet).getByTestId('sheet-profit').textContent).toBe('$2.10');
    typePrice('7');
    expect(within(sheet).getByTestId('sheet-profit').getAttribute('data-negative')).toBe('true');
    typePrice('abc');
    expect(within(sheet).getByTestId('sheet-profit').textContent).toBe('—');
  });

  it('sends the price with two decimals, says it is kept and closes', async () => {
    const save = vi.fn(async () => undefined);
    const sheet = await openSheet({ save });
    typePrice('15');
    send(sheet);
    expect(await screen.findByText('Kept.')).toBeTruthy();
    expect(save).toHaveBeenCalledWith('15.00');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set the price' })).toBeNull());
  });

  it('refuses an empty, a malformed and a below-cost price on the field, without sending', async () => {
    const save = vi.fn(async () => undefined);
    const sheet = await openSheet({ save });
    typePrice('');
    send(sheet);
    expect(await within(sheet).findByText('Enter a selling price.')).toBeTruthy();
    typePrice('1.234');
    expect(await within(sheet).findByText('Enter an amount such as 12.50.')).toBeTruthy();
    typePrice('7.99');
    expect(
      await within(sheet).findByText('The selling price cannot be below the cost ($8.00).'),
    ).toBeTruthy();
    expect(priceField().getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal naming a new cost (405) on the field, and stays open', async () => {
    const save = vi.fn(async () => {
      throw refused(405, { field: 'price', variant: 'invalid', cost: '9.00' });
    });
    const sheet = await openSheet({ save });
    typePrice('8.50');
    send(sheet);
    expect(
      await within(sheet).findByText('The selling price cannot be below the cost ($9.00).'),
    ).toBeTruthy();
    expect(priceField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Set the price' })).toBeTruthy();
  });

  it('shows a 405 without a cost on the field too, not above it', async () => {
    const save = vi.fn(async () => {
      throw refused(405, { field: 'price', variant: 'invalid' });
    });
    const sheet = await openSheet({ save });
    send(sheet);
    await waitFor(() => expect(priceField().getAttribute('aria-invalid')).toBe('true'));
    expect(within(sheet).queryByTestId('form-error')?.textContent ?? '').toBe('');
  });

  it('shows a refusal the caller words above the field', async () => {
    const save = vi.fn(async () => {
      throw refused(452, { limit: 20 });
    });
    const formRefusal = (error: ApiError) =>
      error.code === 452 ? textMessage('warehouse.showcaseFull', { limit: 20 }) : undefined;
    const sheet = await openSheet({ save, formRefusal });
    send(sheet);
    expect((await within(sheet).findByTestId('form-error')).textContent).toBe(
      'Your showcase is full: it holds at most 20 goods. Remove some to add more.',
    );
    expect(priceField().getAttribute('aria-invalid')).not.toBe('true');
  });
});
