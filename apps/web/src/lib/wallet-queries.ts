import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { calls } from './calls.ts';

// Answers that several wallet screens read (the wallet tab, identity, receiving accounts,
// withdraw). One key each, so a change made on one screen refreshes what the others show.
// Every screen shows a failure in place (with a retry), so the calls are quiet: no toast too.

export type Wallet = CallOutput<typeof contract.userWallet>;
export type Identity = CallOutput<typeof contract.perInfo>;
export type AccountList = CallOutput<typeof contract.bankList>;
export type ReceivingAccount = AccountList['items'][number];
export type AccountType = ReceivingAccount['type'];

/** POST /v1/user/wallet: balance, frozen, held deposit, total assets. */
async function fetchWallet(): Promise<Wallet> {
  return api.send(calls.userWallet, {}, { quiet: true });
}

export const walletQuery = queryOptions({ queryKey: ['wallet'], queryFn: fetchWallet });

export function useWallet() {
  return useQuery(walletQuery);
}

/**
 * POST /v1/per/info: the merchant's verification status and what they sent. A bank card's
 * holder must carry the verified name; a withdrawal needs a verified identity.
 */
async function fetchIdentity(): Promise<Identity> {
  return api.send(calls.perInfo, {}, { quiet: true });
}

export const identityQuery = queryOptions({ queryKey: ['identity'], queryFn: fetchIdentity });

export function useIdentity() {
  return useQuery(identityQuery);
}

/** POST /v1/user/bank/list: the receiving accounts (where a withdrawal can go) and how many are allowed. */
async function fetchAccounts(): Promise<AccountList> {
  return api.send(calls.bankList, {}, { quiet: true });
}

export const accountsQuery = queryOptions({ queryKey: ['receivingAccounts'], queryFn: fetchAccounts });

export function useAccounts() {
  return useQuery(accountsQuery);
}
