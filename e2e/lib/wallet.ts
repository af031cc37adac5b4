import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { call } from './api.ts';

/**
 * `amount` in a merchant's wallet as a merchant gets it: a top-up with its proof of payment
 * through the first channel, approved by the operator; both through the API of the server at
 * `baseUrl`.
 */
export async function approvedTopUp(
  baseUrl: string,
  merchantToken: string,
  amount: string,
  operatorPassword: string,
): Promise<void> {
  const desk = await call<{ token: string }>(baseUrl, '/login', {
    username: 'operator',
    password: operatorPassword,
  });
  const channels = await call<{ items: { id: number }[] }>(
    baseUrl,
    '/v1/pay/channel',
    {},
    merchantToken,
    'GET',
  );
  const proof = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('channelId', String(channels.items[0]!.id));
  form.set('amount', amount);
  form.set('txHash', randomBytes(32).toString('hex'));
  form.set('proof', new Blob([new Uint8Array(proof)], { type: 'image/jpeg' }), 'proof.jpg');
  const topUp = await call<{ id: number }>(baseUrl, '/v1/order/channel/pay', form, merchantToken);
  await call(baseUrl, '/console/v1/topup/approve', { id: topUp.id }, desk.token);
}
