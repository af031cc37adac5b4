import { LiveStreamProvider } from '@shopkeeper/front-kit/live-stream-react';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { liveStream } from '../lib/live.ts';
import { queryClient } from '../lib/react-query.ts';
import { hasSession } from '../lib/session.ts';

// Signing in stores the profile in the query cache and signing out clears it: either way the
// cache changes, so that is when whether a token is held is read again.
const subscribe = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);

/** The live stream, connected while someone is signed in (docs/decisions/033-live-stream-client.md). */
export function LiveSession({ children }: { children: ReactNode }) {
  const signedIn = useSyncExternalStore(subscribe, hasSession, () => false);
  return (
    <LiveStreamProvider stream={liveStream} active={signedIn}>
      {children}
    </LiveStreamProvider>
  );
}
