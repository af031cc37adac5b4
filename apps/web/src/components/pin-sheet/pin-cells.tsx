import PasscodeInput, {
  type PasscodeInputProps,
  type PasscodeInputRef,
} from 'antd-mobile/es/components/passcode-input';
import { type Ref, useEffect, useRef } from 'react';

/**
 * antd-mobile's PIN cells, typed on its number keyboard. With a keyboard the cells' own text
 * input is never used, yet it stays in the tab order while hidden from assistive technology
 * (axe: aria-hidden-focus, nested-interactive); it is disabled here, so the
 * cells are one control with one name (docs/decisions/042).
 */
export function PinCells({ ref, ...props }: PasscodeInputProps & { ref?: Ref<PasscodeInputRef> }) {
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const native = holder.current?.querySelector('input');
    // Disabled, not only out of the tab order: a focusable child of a button is still one.
    if (native) native.disabled = true;
  });
  return (
    <span ref={holder} style={{ display: 'contents' }}>
      <PasscodeInput ref={ref} {...props} />
    </span>
  );
}
