import '../../lib/antd-react19.ts';
import { useRef } from 'react';
import { ERROR_TOAST_MS } from '../../lib/api-client.ts';
import { copyText } from '../../lib/clipboard.ts';
import { showToast } from '../../lib/toast.ts';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface ShareLinkTexts {
  /** Said when the link is on the clipboard. */
  copied: string;
  /** Said when the browser would not copy and the link is selected instead. */
  selected: string;
}

/**
 * Copy and share for a link shown in a field (`fieldRef`): copying puts it on the clipboard,
 * or, where the browser will not, selects it in the field so the person copies it by hand;
 * sharing opens the phone's share sheet (closing it is a choice, not a failure) and copies
 * when the phone has none or refuses.
 */
export function useShareLink(link: { url: string; title: string; text: string }, texts: ShareLinkTexts) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const { url } = link;

  const copy = async () => {
    if (await copyText(url)) {
      void showToast({ icon: 'success', content: texts.copied });
      return;
    }
    fieldRef.current?.focus();
    // select() alone leaves iOS Safari without a selection; the range works everywhere.
    fieldRef.current?.setSelectionRange(0, url.length);
    // Said at the bottom, so the selected link stays in sight.
    void showToast({ content: texts.selected, duration: ERROR_TOAST_MS, position: 'bottom' });
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share(link);
    } catch (error) {
      if (!cancelled(error)) await copy();
    }
  };

  return { fieldRef, copy, share, canShare: typeof navigator.share === 'function' };
}
