import type { ApiError } from '@shopkeeper/client';
import type { CallInput, CallOutput, calls as contract } from '@shopkeeper/contract';
import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { api, sendWithProgress } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type ChatHistory = CallOutput<typeof contract.chatHistory>;
export type ChatOffice = ChatHistory['office'];

/** A failure a second try may cure: no answer, or the server's own trouble (not a refusal). */
export const isRetriable = (error: ApiError) =>
  error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server';

/** POST /v1/chat/history: the screen shows its own failure. */
export const readHistory = (input: CallInput<typeof contract.chatHistory>) =>
  api.send(calls.chatHistory, input, { quiet: true });

/**
 * POST /v1/chat/send. A failure that a retry may cure is the outbox's to show (the bubble says
 * "not sent"); a refusal is toasted in the catalogue's words, since retrying will not change it.
 */
export const sendChat = (input: CallInput<typeof contract.chatSend>) =>
  api.send(calls.chatSend, input, { quiet: isRetriable });

/** POST /v1/chat/read: quiet, the next message shown marks it again. */
export const markChatRead = (upTo: number) => api.send(calls.chatRead, { upTo }, { quiet: true });

/** A picture for the chat: POST /v1/upload/chat, its progress told to `onProgress`. */
export const uploadChatImage = (file: File, onProgress: UploadProgress) =>
  sendWithProgress(calls.upload, { kind: 'chat' }, { files: { file }, onProgress, quiet: true });

export { chatUnreadQuery } from '../../../lib/chat-unread.ts';
