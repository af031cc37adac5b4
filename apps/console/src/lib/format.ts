import { formatMoney } from '@shopkeeper/front-kit/format';

/** Money and moments as every screen shows them: front-kit's one way, shared with the web app. */
export { formatMoney, formatTime } from '@shopkeeper/front-kit/format';

/** An amount in its currency as the language writes it ("$1,234.50", "1 234,50 €"). */
export const formatCurrency = (amount: string, currency: string, lang: string): string =>
  formatMoney(amount, lang, currency);
