import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * Who takes a buyer's money on the storefront (decision 022). The storefront records a charge
 * before it asks for it, charges before it makes the order, and refunds when making it fails
 * or a server died in between (decision 022), so an order never exists unpaid by its buyer and
 * a buyer is never left charged for an order that does not exist. A real provider is one more
 * implementation and a PAYMENT_PROVIDER value; nothing else changes.
 */
export interface ChargeRequest {
  amountCents: number;
  currency: string;
  /** Ours: unique per attempt, so the provider can tell a repeat from a second charge. */
  reference: string;
  buyer: { name: string; phone: string; address: string };
}

export interface PaymentProvider {
  readonly name: string;
  /**
   * The provider's reference of the charge; throws PaymentDeclined when refused. Settles (or
   * times out) within CHARGE_SETTLES_WITHIN_MS: the storefront's recovery takes a charge still
   * unrecorded after that for one whose server died.
   */
  charge(request: ChargeRequest): Promise<{ reference: string }>;
  /**
   * The charge made with our reference (ChargeRequest.reference), or null when there is none:
   * how a charge whose answer was lost (a server killed mid-request) is found to refund it.
   */
  findCharge(reference: string): Promise<{ reference: string } | null>;
  /**
   * Returns a charge's money to the buyer; throws when it could not. Asked again for a
   * reference it already refunded, it refunds nothing more (the order jobs may ask twice
   * when a server dies between the call and recording it): a real provider's adapter passes
   * the reference as its idempotency key.
   */
  refund(request: { reference: string; amountCents: number; currency: string }): Promise<void>;
}

/**
 * The longest a provider's charge call may take, its adapter's timeout included. A charge
 * intent still `charging` after CHARGE_RECOVERY_AFTER_MS (well past it) was cut off.
 */
export const CHARGE_SETTLES_WITHIN_MS = 2 * 60_000;
export const CHARGE_RECOVERY_AFTER_MS = 10 * 60_000;

/** Tries of a refund through the provider before it is left to an operator (about four hours). */
export const REFUND_TRIES = 8;

/** After try n: 1, 2, 4, … 128 minutes; the clock the jobs are given, not the demo's. */
export function refundRetryDelayMs(tries: number): number {
  return 2 ** Math.min(tries - 1, 7) * 60_000;
}

/** The provider refused the charge (card declined, insufficient funds…). */
export class PaymentDeclined extends Error {
  constructor(readonly reason: string) {
    super(`payment declined: ${reason}`);
    this.name = 'PaymentDeclined';
  }
}

/** The buyer name the sandbox declines, so the refusal can be tried by hand and in tests. */
export const SANDBOX_DECLINE_NAME = 'DECLINE';

/**
 * Accepts every charge, except a buyer named DECLINE (any case), which it declines. Keeps the
 * charges and refunds it made in memory, for tests to read.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly charges: (ChargeRequest & { providerReference: string })[] = [];
  readonly refunds: string[] = [];

  async charge(request: ChargeRequest) {
    if (request.buyer.name.trim().toUpperCase() === SANDBOX_DECLINE_NAME)
      throw new PaymentDeclined('sandbox');
    const providerReference = `sbx_${randomBytes(12).toString('hex')}`;
    this.charges.push({ ...request, providerReference });
    return { reference: providerReference };
  }

  async findCharge(reference: string) {
    const found = this.charges.find((c) => c.reference === reference);
    return found ? { reference: found.providerReference } : null;
  }

  async refund(request: { reference: string }) {
    if (!this.refunds.includes(request.reference)) this.refunds.push(request.reference);
  }
}

const providers = new WeakMap<Config, PaymentProvider>();

/** The configured provider, one per configuration (so each test app has its own sandbox). */
export function paymentProvider(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    switch (config.paymentProvider) {
      case 'sandbox':
        provider = new SandboxProvider();
        break;
    }
    providers.set(config, provider);
  }
  return provider;
}
