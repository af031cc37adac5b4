import { browserTargets, createLiveStream } from '@shopkeeper/front-kit/live-stream';

/**
 * The app's one live stream (docs/decisions/033-live-stream-client.md). Each connection takes
 * a fresh ticket; a failed ticket call is retried by the stream, so it is quiet here (the
 * reconnects of a phone in a tunnel must not toast).
 *
 * The stream is in the first load (app/provider.tsx), the API client and the call table are
 * not: they are fetched with the first ticket, by which time the screens have asked for them.
 */
export const liveStream = createLiveStream({
  getTicket: async () => {
    const [{ api }, { calls }] = await Promise.all([import('./api-client.ts'), import('./calls.ts')]);
    return (await api.send(calls.streamTicket, {}, { quiet: true })).ticket;
  },
  ...browserTargets(),
});
