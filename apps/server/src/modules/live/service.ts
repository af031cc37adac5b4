/** The live stream's pieces other layers use (docs/decisions/030-live-stream-and-chat.md). */
export { audienceKey, type LiveAudience, type LiveBus, type LiveSignal, LocalLiveBus } from './bus.ts';
export { LIVE_CHANNEL, PgLiveBus } from './pg-bus.ts';
export { RedisLiveBus } from './redis-bus.ts';
export { SharedLiveBus } from './shared-bus.ts';
export { issueStreamTicket, STREAM_TICKET_MS, takeStreamTicket } from './tickets.ts';
