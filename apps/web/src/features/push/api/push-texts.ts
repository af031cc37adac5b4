import { moneyCurrency } from '../../../lib/format.ts';
import { currentLanguage, i18next } from '../../../lib/i18n.ts';
import { NOTIFICATION_TYPES_WORDED, type PushTexts } from '../../../pwa/protocol.ts';

/** Each parameter left as `{{name}}`, for the worker to fill in from the push. */
const PLACEHOLDERS = {
  orderNo: '{{orderNo}}',
  amount: '{{amount}}',
  level: '{{level}}',
  reason: '{{reason}}',
};
const TIERS = ['standard', 'merchant', 'partner', 'agent'] as const;

/**
 * The texts the service worker words pushes with, in the app's current language, as i18next
 * resolves them here (glossary terms and all): the worker has no i18next and no language
 * files, and a push must read exactly as the notification list does (docs/decisions/041-push.md).
 */
export function pushTexts(): PushTexts {
  const words: Record<string, string> = {};
  // Keys built from the types: i18next's typed `t` takes only literal keys.
  const t = i18next.t as unknown as (key: string, vars: object) => string;
  const put = (key: string) => {
    words[key] = t(key, PLACEHOLDERS);
  };
  for (const type of NOTIFICATION_TYPES_WORDED) {
    put(`notifications.kinds.${type}.title`);
    put(`notifications.kinds.${type}.body`);
  }
  put('notifications.reason');
  for (const tier of TIERS) put(`tiers.${tier}`);
  return { lang: currentLanguage(), currency: moneyCurrency(), appName: i18next.t('app.name'), words };
}
