import { useSyncExternalStore } from 'react';

/**
 * What the app says about itself (docs/decisions/040-service-worker.md): offline, and a new
 * version waiting. In the first load, but tiny: the worker's registration, which sets
 * `updateReady`, arrives later in its own chunk (src/pwa/register.ts).
 */
export interface AppStatus {
  offline: boolean;
  /** Set when a new version is installed and waiting: calling it reloads into that version. */
  applyUpdate: (() => void) | null;
}

let status: AppStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  applyUpdate: null,
};
const listeners = new Set<() => void>();

function set(next: Partial<AppStatus>) {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ offline: false }));
  window.addEventListener('offline', () => set({ offline: true }));
}

export const isOffline = () =>
  status.offline || (typeof navigator !== 'undefined' && navigator.onLine === false);
export const offerUpdate = (applyUpdate: () => void) => set({ applyUpdate });

export function useAppStatus(): AppStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}
