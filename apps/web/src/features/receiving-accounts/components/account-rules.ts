import type { AccountType } from '../../../lib/wallet-queries.ts';

/** The values of the account form; only the chosen type's fields are sent. */
export interface AccountValues {
  type: AccountType;
  accountName: string;
  bankName: string;
  cardNumber: string;
  branchNumber: string;
  walletAddress: string;
  walletNote: string;
}

/** Card numbers are typed with spaces as printed; the API takes the digits. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A wallet address in its network's format: TRON's base58 "T…" (34 characters), Ethereum's
 * "0x" and 40 hex digits. The server checks the same; this says so before sending.
 */
const ADDRESS_FORMATS: Record<Exclude<AccountType, 'bank_card'>, RegExp> = {
  trx_usdt: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  eth_usdt: /^0x[0-9a-fA-F]{40}$/,
};

type Check = (value: string, values: AccountValues) => string | true;

const forBank =
  (check: Check): Check =>
  (value, values) =>
    values.type === 'bank_card' ? check(value, values) : true;
const forCrypto =
  (check: Check): Check =>
  (value, values) =>
    values.type !== 'bank_card' ? check(value, values) : true;

export const accountRules = {
  accountName: forBank((value) =>
    !value.trim() ? 'bankCards.accountNameRequired' : value.trim().length > 64 ? 'bankCards.tooLong' : true,
  ),
  bankName: forBank((value) =>
    !value.trim() ? 'bankCards.bankNameRequired' : value.trim().length > 64 ? 'bankCards.tooLong' : true,
  ),
  cardNumber: forBank((value) =>
    !cardDigits(value)
      ? 'bankCards.cardNumberRequired'
      : /^\d{8,30}$/.test(cardDigits(value))
        ? true
        : 'bankCards.cardNumberFormat',
  ),
  branchNumber: forBank((value) => (value.trim().length > 32 ? 'bankCards.tooLong' : true)),
  walletAddress: forCrypto((value, values) => {
    const address = value.trim();
    if (!address) return 'bankCards.walletAddressRequired';
    const format = ADDRESS_FORMATS[values.type as Exclude<AccountType, 'bank_card'>];
    return format.test(address) ? true : `bankCards.walletAddressFormat.${values.type}`;
  }),
  walletNote: forCrypto((value) => (value.trim().length > 100 ? 'bankCards.tooLong' : true)),
} satisfies Record<Exclude<keyof AccountValues, 'type'>, Check>;
