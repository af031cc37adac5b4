import { type RefObject, useEffect } from 'react';

/**
 * Reports the highest seq among the team's messages actually on screen (IntersectionObserver),
 * so a message scrolled past unseen is not marked read. Without the observer (old browsers)
 * every message rendered counts as shown.
 */
export function useReadMarks(
  list: RefObject<HTMLElement | null>,
  onShown: (seq: number) => void,
  /** Changes whenever messages are added, so new ones are observed. */
  version: number,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-observes the new messages
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const targets = [...root.querySelectorAll<HTMLElement>('[data-from="operator"], [data-from="system"]')];
    const seqOf = (element: Element) => Number((element as HTMLElement).dataset.seq);
    if (typeof IntersectionObserver === 'undefined') {
      const highest = Math.max(0, ...targets.map(seqOf));
      if (highest > 0) onShown(highest);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const shown = entries.filter((entry) => entry.isIntersecting).map((entry) => seqOf(entry.target));
      if (shown.length > 0) onShown(Math.max(...shown));
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [list, onShown, version]);
}
