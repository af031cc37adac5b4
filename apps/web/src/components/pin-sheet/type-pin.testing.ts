import { fireEvent, screen, within } from '@testing-library/react';

/** Tests only: types digits on the open PIN sheet's number keyboard. */
export function typeInPinSheet(digits: string) {
  const sheet = screen.getByRole('dialog', { name: /transaction PIN/i });
  const cells = within(sheet).getByRole('button', { name: 'Transaction PIN, 6 digits' });
  fireEvent.focus(cells);
  for (const digit of digits) {
    // The keyboard opened last is the sheet's.
    const keys = screen.getAllByRole('button', { name: digit });
    fireEvent.click(keys[keys.length - 1]!);
  }
}

// antd-mobile's passcode input scrolls itself into view when focused; jsdom lays nothing out.
Element.prototype.scrollIntoView ??= () => undefined;
