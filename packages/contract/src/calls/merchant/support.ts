import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { empty, id, timestamp } from '../common.ts';

export const notification = z.object({
  id,
  kind: z.enum(['order', 'review', 'broadcast', 'system']),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: timestamp,
});

export const notifyCheck = defineCall({
  path: '/v1/notify/check',
  method: 'POST',
  auth: 'merchant',
  summary: 'Unread notification count',
  input: empty,
  output: z.object({ unread: z.number().int() }),
});

export const notifyRead = defineCall({
  path: '/v1/notify/read',
  method: 'POST',
  auth: 'merchant',
  summary: 'Mark notifications read: the given ids, or all',
  input: z.strictObject({ ids: z.array(id).min(1).max(100).optional(), all: z.boolean().optional() }),
  output: z.object({ read: z.number().int() }),
});

export const notifyList = defineCall({
  path: '/v1/notify/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Notifications, newest first',
  input: z.strictObject({ ...pageRequest }),
  output: page(notification),
});
