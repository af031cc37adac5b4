import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * Who takes a buyer's money on the storefront (issue 8). The storefront charges before it
 * makes the order and refunds when making it fails, so an order never exists unpaid by its
 * buyer and a buyer is never charged for an order that does not exist. A real provider is
 * one more implementation and a PAYMENT_PROVIDER value; nothing else changes.
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
  /** The provider's reference of the charge; throws PaymentDeclined when refused. */
  charge(request: ChargeRequest): Promise<{ reference: string }>;
  /**
   * Returns a charge's money to the buyer; throws when it could not. Asked again for a
   * reference it already refunded, it refunds nothing more (the order jobs may ask twice
   * when a server dies between the call and recording it): a real provider's adapter passes
   * the reference as its idempotency key.
   */
  refund(request: { reference: string; amountCents: number; currency: string }): Promise<void>;
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
