/** A card or ID number as shown after it was sent: its last four characters. */
export const maskLastFour = (value: string) => `•••• ${value.slice(-4)}`;

/** A wallet address as shown in lists: its start and end, enough to recognise it. */
export const maskWalletAddress = (address: string) =>
  address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;

/** A receiving account's number as lists show it: a card's last four digits, an address's ends. */
export function maskedAccountNumber(account: {
  type: string;
  cardNumber: string | null;
  walletAddress: string | null;
}): string {
  return account.type === 'bank_card'
    ? maskLastFour(account.cardNumber ?? '')
    : maskWalletAddress(account.walletAddress ?? '');
}
