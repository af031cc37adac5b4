import { useEffect, useState } from 'react';

/**
 * For a drawer or dialog that is shown by mounting it and closed by unmounting it: when it
 * goes, the focus returns to what had it when it came (the button that opened it), so a
 * keyboard user goes on from where they were instead of from the top of the page (WCAG 2.4.3,
 * docs/decisions/042). antd returns the focus only when a drawer closes while kept mounted.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      // After antd's own clean-up, which runs in the same commit.
      setTimeout(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
