import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language, shopTier } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id, timestamp } from '../common.ts';

/** Lengths of a broadcast's texts, as the console's form holds them. */
export const BROADCAST = { titleMax: 80, bodyMax: 1000 } as const;

/** A broadcast's text in one language. */
export const broadcastText = z.object({
  title: z.string().trim().min(1).max(BROADCAST.titleMax),
  body: z.string().trim().min(1).max(BROADCAST.bodyMax),
});

/**
 * An operator's notification to every merchant or to one tier's (docs/decisions/031-notifications.md):
 * its texts per language (English required: a reader whose language is missing reads English),
 * and its reach: merchants it was delivered to and how many of them have read it.
 */
export const broadcast = z.object({
  id,
  /** Null: every merchant. */
  tier: shopTier.nullable(),
  texts: z.partialRecord(language, broadcastText),
  createdAt: timestamp,
  createdBy: z.object({ id, username: z.string() }).nullable(),
  received: z.number().int().min(0),
  read: z.number().int().min(0),
});
export type Broadcast = z.infer<typeof broadcast>;

export const consoleNotifyBroadcast = defineCall({
  path: '/console/v1/notify/broadcast',
  method: 'POST',
  auth: 'operator',
  summary:
    'Broadcast a notification to every merchant or to one tier (read at sending); English text required (403 naming texts.en.title)',
  input: z.strictObject({ tier: shopTier.nullable(), texts: z.partialRecord(language, broadcastText) }),
  output: broadcast,
});

export const consoleNotifyBroadcasts = defineCall({
  path: '/console/v1/notify/broadcasts',
  method: 'POST',
  auth: 'operator',
  summary: 'Past broadcasts, newest first, each with how many merchants received and read it',
  input: z.strictObject({ ...pageRequest }),
  output: page(broadcast),
});
