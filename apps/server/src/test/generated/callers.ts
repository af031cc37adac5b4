import { type CallDefinition, calls, ErrorCode, SHOP_KEY_HEADER } from '@shopkeeper/contract';
import { expect } from 'vitest';
import { databaseFingerprint } from '../db-fingerprint.ts';
import type { TestApi } from '../harness.ts';
import { signInOperator } from '../operator.ts';
import type { WireRequest } from './wire.ts';

const CATALOGUE = new Set<number>(Object.values(ErrorCode));

/** What the generated runs count, for `npm run verify` (test/verify-report.ts). */
export interface RunFigures {
  inputs: number;
  refused: number;
  accepted: number;
  fiveHundreds: number;
}

/**
 * Sends one request and holds the answer to what every answer owes a caller: an HTTP status
 * below 500 and an envelope whose code is in the catalogue (docs/defaults.md#error-codes).
 * Returns the code.
 */
export async function answerCode(api: TestApi, request: WireRequest, figures: RunFigures, label: string) {
  figures.inputs++;
  const response = await api.raw(request.inject);
  if (response.statusCode >= 500) figures.fiveHundreds++;
  expect(
    response.statusCode,
    `${label}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  const envelope = response.json() as { code: unknown; msg: unknown };
  expect(typeof envelope.msg, `${label}: an envelope`).toBe('string');
  expect(
    CATALOGUE.has(envelope.code as number),
    `${label}: code ${String(envelope.code)} in the catalogue`,
  ).toBe(true);
  if (envelope.code === ErrorCode.OK) figures.accepted++;
  else figures.refused++;
  return envelope.code as number;
}

/**
 * The merchant, operator and order-intake key the generated requests are sent with. A valid
 * generated input may sign the merchant out, disable it, revoke its key or change the
 * business settings; `restore` puts back whatever a call's run broke, so the next call is
 * judged as a signed-in client's.
 */
export class Callers {
  merchant = '';
  operator = '';
  shopKey = '';
  private settings: Record<string, unknown> = {};

  constructor(private readonly api: () => TestApi) {}

  async start() {
    await this.newMerchant();
    this.operator = (await signInOperator(this.api())).token;
    this.settings = (await this.api().call(calls.consoleSettingsGet, {}, { token: this.operator })).data;
  }

  /** The headers a call's own client sends: a token, the intake key, or none. */
  credentials(def: CallDefinition): Record<string, string> {
    if (def.auth === 'none') return {};
    if (def.auth === 'shopKey') return { [SHOP_KEY_HEADER]: this.shopKey };
    return { authorization: def.auth === 'operator' ? this.operator : this.merchant };
  }

  async restore() {
    const api = this.api();
    if ((await api.call(calls.getMe, {}, { token: this.operator })).code !== ErrorCode.OK) {
      this.operator = (await signInOperator(api)).token;
    }
    // First, as a sign-up needs registration open.
    const settings = (await api.call(calls.consoleSettingsGet, {}, { token: this.operator })).data;
    if (JSON.stringify(settings) !== JSON.stringify(this.settings)) {
      const res = await api.call(calls.consoleSettingsUpdate, this.settings, { token: this.operator });
      expect(res.code, 'business settings restored').toBe(ErrorCode.OK);
    }
    if ((await api.call(calls.getMe, {}, { token: this.merchant })).code !== ErrorCode.OK)
      await this.newMerchant();
    // A working key gets past the key check to the input's: 403, a field missing.
    const keyCheck = await api.call(
      calls.intakeOrderCreate,
      {},
      { headers: { [SHOP_KEY_HEADER]: this.shopKey } },
    );
    if (keyCheck.code !== ErrorCode.PARAMETER_MISSING && !(await this.newShopKey())) await this.newMerchant();
  }

  private async newMerchant() {
    this.merchant = (await this.api().merchant()).token;
    expect(await this.newShopKey(), 'a new merchant makes an intake key').toBe(true);
  }

  /** False when the merchant may not make another (its keys are capped). */
  private async newShopKey() {
    const res = await this.api().call(
      calls.shopIntakeKeyCreate,
      { label: 'generated' },
      { token: this.merchant },
    );
    if (res.code === ErrorCode.OK) this.shopKey = res.data.key;
    return res.code === ErrorCode.OK;
  }
}

/** The tables whose fingerprints differ (test/db-fingerprint.ts), by name. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((table) => before[table] !== after[table]).sort();
}

export const fingerprint = (api: TestApi) => databaseFingerprint(api.database);
