import type { Me } from '@shopkeeper/contract';
import { formatMoney as formatAmount } from '@shopkeeper/front-kit/format';
import { queryClient } from './react-query.ts';
import { ME_QUERY_KEY } from './session.ts';
import { storage } from './storage.ts';

/**
 * Money and moments as every screen shows them: front-kit's one way, shared with the console
 * and the storefront. Amounts carry no currency on the wire; every one is in the platform's
 * currency, which /v1/me names, so they show as the storefront's do ("$1,234.50", "1 234,50 $US").
 */
export { formatTime } from '@shopkeeper/front-kit/format';

/** Until /v1/me first answers on this device: the server's own default (PAYMENT_CURRENCY). */
export const DEFAULT_CURRENCY = 'USD';

/** The platform's currency as the last profile named it (a profile stored before it did names none). */
export function moneyCurrency(): string {
  const me = queryClient.getQueryData<Me>(ME_QUERY_KEY) ?? storage.getUserInfo();
  return me?.currency ?? DEFAULT_CURRENCY;
}

/** An amount from the wire ("1234.50") with the platform's currency, in the reader's language. */
export const formatMoney = (amount: string, lang: string) => formatAmount(amount, lang, moneyCurrency());
