import { useSyncExternalStore } from 'react';

/**
 * Whether the tab bar wears its raised look. Kept outside the bar, which unmounts on every
 * screen without it: the look a person chose stays chosen when they come back (for the
 * session; it starts normal, docs/product.md#tab-bar).
 */
let raised = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setRaised(next: boolean) {
  raised = next;
  for (const listener of listeners) listener();
}

export function useRaisedLook(): { raised: boolean; toggle: () => void } {
  const value = useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
  return { raised: value, toggle: () => setRaised(!raised) };
}

/** Back to the normal look (tests start each case from it). */
export function resetRaisedLook(): void {
  setRaised(false);
}
