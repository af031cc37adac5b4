import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language } from '../../enums.ts';
import { empty } from '../common.ts';

/**
 * How to reach the platform's support without an account: shown on /404 and under "Forgot
 * password?" on /login to people who cannot sign in (locked out, disabled). The operator
 * edits it in the console's settings; an empty string means "not offered".
 */
export const supportContact = z.object({
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  telegram: z.string(),
  /** When someone answers, as the operator writes it (e.g. "Mon–Fri 9:00–18:00 UTC+8"). */
  hours: z.string(),
  /** An optional note per language (e.g. which languages support speaks). */
  notes: z.partialRecord(language, z.string()),
});
export type SupportContact = z.infer<typeof supportContact>;

export const getSupportContact = defineCall({
  path: '/v1/support/contact',
  method: 'GET',
  auth: 'none',
  summary: 'How to reach support without an account (email, phone, WhatsApp, Telegram, hours)',
  input: empty,
  output: supportContact,
});
