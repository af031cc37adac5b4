import { type CallDefinition, calls, ErrorCode } from '@shopkeeper/contract';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { implementedCalls } from '../../plugins/contract-routes.ts';
import { samples } from '../call-samples.ts';
import { describeApi } from '../harness.ts';
import { reportFigures } from '../verify-report.ts';
import { answerCode, Callers, changedTables, fingerprint, type RunFigures } from './callers.ts';
import { type Mutant, mutantsOf, withHostileText } from './mutations.ts';
import { schemaRefuses, type WireRequest, wireRequest } from './wire.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

/**
 * Every call of the contract, sent inputs generated from its own schema: valid ones, and the
 * same broken (generated/mutations.ts). A call added to the contract is covered here without
 * a line written for it (docs/decisions/036-inputs-generated-from-the-contract.md).
 *
 * - Every answer is an envelope with a catalogue code, never a 5xx.
 * - An input the call's schema refuses is never a success, and a call's batch of them leaves
 *   every table as it was (test/db-fingerprint.ts).
 * - Junk tokens and keys are refused as such.
 *
 * The seed is fixed, so a failure is the same on every machine; fast-check prints it with the
 * smallest failing input. VERIFY_RUNS multiplies the runs for `npm run verify`.
 */
const SEED = 36;
const RUNS = Math.max(1, Number(process.env.VERIFY_RUNS ?? 1));
const BROKEN_RUNS = 30 * RUNS;
const VALID_RUNS = 20 * RUNS;

const declared = Object.entries(calls) as [string, CallDefinition][];

/** Tokens and keys a client may send that belong to nobody. */
const JUNK_CREDENTIALS = [
  'x',
  'Bearer ',
  'not-a-token-at-all',
  'a\u0000b'.repeat(10),
  'x'.repeat(20_000),
  // The shape of a real token (32 random bytes, base64url) without its session.
  'q7Kx3nB0v9ZcW1yT5mR8uL2pA4sD6fG0hJ3kE7iO9wQ',
  `Bearer ${'q7Kx3nB0v9ZcW1yT5mR8uL2pA4sD6fG0hJ3kE7iO9wQ'}`,
  '∂ƒ©˙∆˚¬…',
];

/** What refuses a junk token (no token, an illegal or an expired one) or a junk intake key. */
const JUNK_CREDENTIAL_CODES = [
  ErrorCode.ILLEGAL_REQUEST,
  ErrorCode.NOT_AUTHENTICATED,
  ErrorCode.TOKEN_EXPIRED,
];

describeApi('inputs generated from the contract', (api) => {
  const callers = new Callers(api);
  const figures: RunFigures = { inputs: 0, refused: 0, accepted: 0, fiveHundreds: 0 };
  const ran = new Set<string>();
  const changedDatabase: string[] = [];
  const settledByRetry: string[] = [];

  beforeAll(() => callers.start());

  it('implements every call the contract declares', () => {
    expect(declared.filter(([, def]) => !implementedCalls.has(def)).map(([name]) => name)).toEqual([]);
  });

  for (const [name, def] of declared) {
    it(`${name}: broken inputs are refused with a catalogue code and change nothing`, async () => {
      ran.add(name);
      const valid =
        (await samples[name]?.(api())) ?? fc.sample(arbitraryOf(def.input), { numRuns: 1, seed: SEED })[0];
      const broken = fc
        .oneof(fc.constant(valid), arbitraryOf(def.input))
        .chain((input) => mutantsOf(def, input as Record<string, unknown>))
        .map((mutant) => ({ mutant, wire: wireOf(def, mutant) }))
        .filter(({ wire }) => schemaRefuses(def, wire));
      const junk = junkCredentialRequests(def, valid);

      const sent: { label: string; wire: WireRequest }[] = [];
      const sendAll = async () => {
        await fc.assert(
          fc.asyncProperty(broken, async ({ mutant, wire }) => {
            sent.push({ label: mutant.label, wire });
            expect(await answerCode(api(), wire, figures, `${name} ${mutant.label}`)).not.toBe(ErrorCode.OK);
          }),
          { numRuns: BROKEN_RUNS, seed: SEED },
        );
        for (const { label, wire } of junk) {
          sent.push({ label, wire });
          expect(JUNK_CREDENTIAL_CODES, `${name} ${label}`).toContain(
            await answerCode(api(), wire, figures, label),
          );
        }
      };

      const before = await fingerprint(api());
      await sendAll();
      const changed = changedTables(before, await fingerprint(api()));
      if (changed.length > 0) {
        // The jobs (order, payment, event) also write: only a change a refusal repeats is the refusal's.
        const culprit = await findCulprit(sent);
        if (culprit) {
          changedDatabase.push(name);
          expect.fail(`${name}: the refused request "${culprit.label}" changed ${culprit.tables.join(', ')}`);
        }
        settledByRetry.push(`${name} (${changed.join(', ')})`);
      }
    });

    it(`${name}: generated inputs never get a 5xx or a code outside the catalogue`, async () => {
      const generated = fc.oneof(
        {
          weight: 2,
          arbitrary: arbitraryOf(def.input).map((input): Mutant => ({ label: 'as generated', input })),
        },
        { weight: 1, arbitrary: arbitraryOf(def.input).chain(withHostileText) },
        {
          weight: 1,
          arbitrary: arbitraryOf(def.input, { longest: true }).map(
            (input): Mutant => ({ label: 'longest text', input }),
          ),
        },
      );
      try {
        await fc.assert(
          fc.asyncProperty(generated, async (mutant) => {
            const wire = wireOf(def, mutant);
            const code = await answerCode(api(), wire, figures, `${name} ${mutant.label}`);
            // A valid value may still not survive the trip (a number in a query string is text).
            if (schemaRefuses(def, wire)) expect(code, `${name} ${mutant.label}`).not.toBe(ErrorCode.OK);
          }),
          { numRuns: VALID_RUNS, seed: SEED },
        );
      } finally {
        await callers.restore();
      }
    });
  }

  it('ran every call of the contract, each call refusing without a trace', () => {
    expect(declared.map(([name]) => name).filter((name) => !ran.has(name))).toEqual([]);
    expect(figures.fiveHundreds).toBe(0);
    expect(changedDatabase).toEqual([]);
    reportFigures('bad-input', api().database.dialect, {
      calls: ran.size,
      ...figures,
      changedDatabase: changedDatabase.length,
      missingCalls: declared.length - ran.size,
      jobChangesNotRepeated: settledByRetry.join('; ') || 'none',
    });
  });

  function wireOf(def: CallDefinition, mutant: Mutant) {
    return wireRequest(def, mutant.input, {
      body: mutant.body,
      headers: { ...callers.credentials(def), ...mutant.headers },
    });
  }

  function junkCredentialRequests(def: CallDefinition, valid: unknown) {
    if (def.auth === 'none') return [];
    const header = def.auth === 'shopKey' ? Object.keys(callers.credentials(def))[0]! : 'authorization';
    return JUNK_CREDENTIALS.map((junk) => ({
      label: `${header} ← ${JSON.stringify(junk.slice(0, 30))} (${junk.length} chars)`,
      wire: wireRequest(def, valid, { headers: { [header]: junk } }),
    }));
  }

  /** Replays each request alone: the first whose own replay changes a table. */
  async function findCulprit(sent: { label: string; wire: WireRequest }[]) {
    for (const { label, wire } of sent) {
      const before = await fingerprint(api());
      await api().raw(wire.inject);
      const tables = changedTables(before, await fingerprint(api()));
      if (tables.length > 0) return { label, tables };
    }
    return undefined;
  }
});
