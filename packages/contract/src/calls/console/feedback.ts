import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { feedbackStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { FEEDBACK } from '../../limits.ts';
import { id, timestamp } from '../common.ts';
import { feedbackItem } from '../merchant/home.ts';

/**
 * The operators' feedback inbox (docs/states.md#feedback): replying moves open or replied
 * feedback to replied (a later reply replaces the earlier), closing moves open or replied to
 * closed. Refusals: 203 a move its state does not allow (a reply to closed feedback, closing
 * twice); 404 unknown feedback.
 */
export const consoleFeedback = feedbackItem.extend({
  userId: id,
  username: z.string(),
  updatedAt: timestamp,
});

export const consoleFeedbackList = defineCall({
  path: '/console/v1/feedback/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Merchants’ feedback, newest first, optionally of one state',
  input: z.strictObject({ ...pageRequest, status: feedbackStatus.optional() }),
  output: page(consoleFeedback),
});

export const consoleFeedbackReply = defineCall({
  path: '/console/v1/feedback/reply',
  method: 'POST',
  auth: 'operator',
  summary: 'Reply to feedback (the merchant is notified)',
  input: z.strictObject({ id, reply: z.string().trim().min(1).max(FEEDBACK.reply) }),
  output: consoleFeedback,
});

export const consoleFeedbackClose = defineCall({
  path: '/console/v1/feedback/close',
  method: 'POST',
  auth: 'operator',
  summary: 'Close feedback: nothing more to do',
  input: z.strictObject({ id }),
  output: consoleFeedback,
});
