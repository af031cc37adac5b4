import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language } from '../../enums.ts';
import { empty, nothing } from '../common.ts';
import { supportContact } from '../user/support-contact.ts';

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
