/**
 * The server's copy of a public screen (/login, /invite: docs/decisions/038), on screen until
 * React's first render replaces it. A person may start typing before the app's script runs;
 * the inputs they used are kept here, and the form that takes over restores what was typed,
 * the focus and the caret (useAppForm), so nothing is lost and nothing flashes.
 */
let shellInputs: HTMLInputElement[] = [];
let focused: HTMLInputElement | null = null;

/** Whether `root` holds a server-rendered screen; if so, starts watching its inputs. */
export function captureShell(root: HTMLElement): boolean {
  if (!root.hasAttribute('data-shell')) return false;
  shellInputs = [...root.querySelectorAll('input')];
  // The person may already be in a field: the script ran only now.
  const active = document.activeElement;
  focused = active instanceof HTMLInputElement && root.contains(active) ? active : null;
  root.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement) focused = event.target;
  });
  root.addEventListener('focusout', (event) => {
    const input = event.target;
    // Left by the person (still in the page), not removed by React's render.
    queueMicrotask(() => {
      if (focused && input === focused && focused.isConnected && document.activeElement !== focused)
        focused = null;
    });
  });
  return true;
}

/**
 * Once, after the form named `formName` mounted: gives it what was typed into the server's
 * copy of its fields (ids `<formName>_<field>`), and puts the focus and caret back.
 */
export function restoreShell(formName: string, setValue: (field: string, value: string) => void): void {
  if (shellInputs.length === 0) return;
  const prefix = `${formName}_`;
  for (const input of shellInputs)
    if (input.id.startsWith(prefix) && !input.isConnected && input.value)
      setValue(input.id.slice(prefix.length), input.value);
  const was = focused;
  if (was && !was.isConnected && was.id.startsWith(prefix)) {
    const now = document.getElementById(was.id);
    if (now instanceof HTMLInputElement) {
      now.focus({ preventScroll: true });
      now.setSelectionRange(was.selectionStart, was.selectionEnd, was.selectionDirection ?? undefined);
    }
  }
  shellInputs = [];
  focused = null;
}
