import { z } from 'zod';
import { defineCall } from '../define.ts';
import { language } from '../enums.ts';
import { empty, nothing } from './common.ts';

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

const phoneNumber = z
  .string()
  .trim()
  .max(32)
  .regex(/^(\+?[0-9][0-9 ()-]{3,30})?$/);

/** What the operator may store: each part optional (empty), checked when given. */
export const supportContactInput = z.strictObject({
  email: z.union([z.literal(''), z.string().trim().max(200).pipe(z.email())]),
  phone: phoneNumber,
  whatsapp: phoneNumber,
  /** A Telegram username (@name) or link (https://t.me/name). */
  telegram: z
    .string()
    .trim()
    .max(64)
    .regex(/^((@|https:\/\/t\.me\/)?[A-Za-z0-9_]{5,32})?$/),
  hours: z.string().trim().max(200),
  /** Keyed by language code; a key that is no language is refused as the whole field. */
  notes: z
    .record(z.string(), z.string().trim().max(500))
    .refine((notes) => Object.keys(notes).every((key) => language.safeParse(key).success)),
});

export const getSupportContact = defineCall({
  path: '/v1/support/contact',
  method: 'GET',
  auth: 'none',
  summary: 'How to reach support without an account (email, phone, WhatsApp, Telegram, hours)',
  input: empty,
  output: supportContact,
});

export const consoleSupportContactGet = defineCall({
  path: '/console/v1/support-contact/get',
  method: 'GET',
  auth: 'operator',
  summary: 'The support contact details shown to people who cannot sign in',
  input: empty,
  output: supportContact,
});

export const consoleSupportContactUpdate = defineCall({
  path: '/console/v1/support-contact/update',
  method: 'POST',
  auth: 'operator',
  summary: 'Change the support contact details shown to people who cannot sign in',
  input: supportContactInput,
  output: nothing,
});
