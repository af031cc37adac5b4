// The worker's wording (src/sw.ts) beside the list's: composed here, where features meet.
import { formatMoney } from '@shopkeeper/front-kit/format';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '../features/notifications/api/notifications.ts';
import { notificationTexts } from '../features/notifications/components/notification-texts.ts';
import { notificationWords } from '../features/notifications/components/notification-words.ts';
import { pushTexts } from '../features/push/api/push-texts.ts';
import { i18next, initI18n } from '../lib/i18n.ts';

const target = { screen: 'order', id: 1 } as const;
const samples: AppNotification[] = [
  {
    id: 1,
    state: 'unseen',
    createdAt: '',
    target,
    type: 'order_shipped',
    params: { orderId: 1, orderNo: 'SO-7' },
  },
  {
    id: 2,
    state: 'unseen',
    createdAt: '',
    target,
    type: 'order_cancelled',
    params: { orderId: 1, orderNo: 'SO-8', reason: 'Out of stock' },
  },
  {
    id: 3,
    state: 'unseen',
    createdAt: '',
    target: { screen: 'withdrawal', id: 4 },
    type: 'withdrawal_rejected',
    params: { withdrawalId: 4, amount: '1234.50', reason: 'Name does not match' },
  },
  {
    id: 4,
    state: 'unseen',
    createdAt: '',
    target: { screen: 'tiers', id: null },
    type: 'tier_approved',
    params: { toTier: 'partner', reason: null },
  },
  {
    id: 5,
    state: 'unseen',
    createdAt: '',
    target: { screen: 'service', id: null },
    type: 'chat_reply',
    params: { conversationId: 3 },
  },
];

/** The service worker's lookup (src/sw.ts): the handed-over texts with the parameters filled in. */
function workerWords(lang: string) {
  const texts = pushTexts();
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    (texts.words[key] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  return (n: AppNotification) =>
    notificationWords(n, t, (amount) => formatMoney(amount, lang, texts.currency));
}

describe.each(['en', 'fr', 'ja', 'vi'] as const)('a push in %s', (lang) => {
  beforeAll(async () => {
    await initI18n(lang);
  });

  it('reads exactly as the notification list reads it', () => {
    const worded = workerWords(lang);
    for (const n of samples) {
      const list = notificationTexts(n, i18next.t, lang);
      // Amounts too: both name the currency /v1/me last named (USD until it answers).
      expect(worded(n), n.type).toEqual(list);
      expect(list.title.length, n.type).toBeGreaterThan(0);
    }
  });
});
