import { calls, toCents } from '@shopkeeper/contract';
import sharp from 'sharp';
import type { Envelope, TestApi } from './harness.ts';

/**
 * Requests the money tests send the way a client does: a top-up with its proof image as
 * multipart, and the operator's channel. Shared by the in-process storms (`api().raw`) and
 * the crash test (real HTTP).
 */

let proof: Promise<Buffer> | undefined;
/** A small PNG: the upload pipeline re-encodes it, as it would a phone's screenshot. */
export const proofImage = () => {
  proof ??= sharp({ create: { width: 12, height: 8, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  return proof;
};

let hashCounter = 0;
/** A fresh TRON transaction hash (64 lower-case hex digits), unique in this process. */
export const newTxHash = () =>
  `${process.pid.toString(16)}${Date.now().toString(16)}${(hashCounter++).toString(16)}`.padStart(64, 'b');

/** The multipart body a browser's FormData sends: text fields, then the proof image. */
export function multipartTopUp(fields: { channelId: number; amount: string; txHash: string }, image: Buffer) {
  const boundary = `----shopkeeper${Math.random().toString(16).slice(2)}`;
  const text = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const file = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="proof.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat([...text, ...file]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type TopUpFields = { channelId: number; amount: string; txHash: string };

/** Submits a top-up in process; the answer with its HTTP status. */
export async function submitTopUp(
  api: TestApi,
  token: string,
  fields: TopUpFields,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the data of whichever answer it got, success or refusal
): Promise<Envelope<any>> {
  const body = multipartTopUp(fields, await proofImage());
  const res = await api.raw({
    method: 'POST',
    url: `/api${calls.topUpSubmit.path}`,
    headers: { ...body.headers, authorization: token, ...headers },
    payload: body.payload,
  });
  return { ...(res.json() as Omit<Envelope, 'status'>), status: res.statusCode };
}

/** Adds a TRC-20 top-up channel as the operator; its id. */
export async function addChannel(api: TestApi, operatorToken: string): Promise<number> {
  const added = await api.call(
    calls.consoleChannelAdd,
    { kind: 'usdt_trc20', name: 'USDT (TRC-20)', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    { token: operatorToken },
  );
  if (added.code !== 200) throw new Error(`channel add failed: ${JSON.stringify(added)}`);
  return added.data.id;
}

/** The merchant's balances in cents, as the wallet call answers them. */
export async function walletCents(api: TestApi, token: string) {
  const res = await api.call(calls.userWallet, {}, { token });
  if (res.code !== 200) throw new Error(`wallet failed: ${JSON.stringify(res)}`);
  return { available: toCents(res.data.balance), frozen: toCents(res.data.frozen) };
}
