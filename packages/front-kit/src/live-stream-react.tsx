import type { LiveEventType } from '@shopkeeper/contract';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { LiveHandler, LiveStream, ResyncReason } from './live-stream.ts';

const LiveStreamContext = createContext<LiveStream | null>(null);

/**
 * Gives the app's one live stream to every screen, connected while `active` (signed in) and
 * closed when it turns false (signed out) or the provider goes.
 */
export function LiveStreamProvider({
  stream,
  active,
  children,
}: {
  stream: LiveStream;
  active: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!active) return;
    stream.start();
    return () => stream.stop();
  }, [stream, active]);
  return <LiveStreamContext.Provider value={stream}>{children}</LiveStreamContext.Provider>;
}

/** The latest handler, so a subscription lives as long as the component, not each render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Calls `handler` with each live event of `type` (nothing outside a provider). */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: LiveHandler<T>): void {
  const stream = useContext(LiveStreamContext);
  const latest = useLatest(handler);
  useEffect(() => stream?.on(type, (event) => latest.current(event)), [stream, type, latest]);
}

/** Calls `handler` whenever events may have been missed: read again from the calls. */
export function useLiveResync(handler: (reason: ResyncReason) => void): void {
  const stream = useContext(LiveStreamContext);
  const latest = useLatest(handler);
  useEffect(() => stream?.onResync((reason) => latest.current(reason)), [stream, latest]);
}
