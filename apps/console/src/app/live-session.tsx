import { LiveStreamProvider } from '@shopkeeper/front-kit/live-stream-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { liveStream } from '../lib/live.ts';
import { storage } from '../lib/storage.ts';

const signedIn = () => storage.getToken() !== null;

/**
 * The live stream, open while an operator is signed in (docs/decisions/033-live-stream-client.md).
 * Signing in primes the profile in the query cache and the session's end clears the cache, so
 * each cache change is when the token is looked at again.
 */
export function LiveSession({ children }: { children: ReactNode }) {
  const queryClient: QueryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const active = useSyncExternalStore(subscribe, signedIn, () => false);
  return (
    <LiveStreamProvider stream={liveStream} active={active}>
      {children}
    </LiveStreamProvider>
  );
}
