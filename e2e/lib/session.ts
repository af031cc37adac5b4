import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { newInviteCodes, PASSWORD, uniqueUsername } from './fixtures.ts';

/** Signs a fresh merchant up through the API and puts the token where the app keeps it. */
export async function signedInMerchant(page: Page) {
  const [code] = await newInviteCodes(1);
  const username = uniqueUsername('tab');
  const res = await fetch(`${inject('baseUrl')}/api/invite_code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inviteCode: code, username, password: PASSWORD }),
  }).then((r) => r.json());
  if (res.code !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), res.data.token as string);
  return { username, token: res.data.token as string };
}
