import webpush from 'web-push';
import type { VapidKeys } from './keys.ts';

export type DeliveryOutcome = 'sent' | 'gone' | 'retry' | 'refused';

/** How long a push service keeps a push for a phone that is off: a day, then it is stale news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one push: the payload encrypted for the device (RFC 8291, aes128gcm) and signed with
 * this install's VAPID key (RFC 8292). web-push builds the request; it is sent with fetch, so
 * its own https-only sender is not in the way of a local push service in the tests.
 * 2xx: sent. 404/410: the device unsubscribed, forget it. 429, 5xx, a network failure: try
 * again later. Any other answer (400, 413: the request itself is wrong) is not retried.
 */
export async function deliverPush(
  sub: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  vapid: VapidKeys & { subject: string },
): Promise<{ outcome: DeliveryOutcome; status?: number }> {
  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch {
    return { outcome: 'retry' };
  }
  const { status } = response;
  if (status >= 200 && status < 300) return { outcome: 'sent', status };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status === 429 || status >= 500) return { outcome: 'retry', status };
  return { outcome: 'refused', status };
}
