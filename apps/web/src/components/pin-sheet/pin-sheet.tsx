import { ErrorCode, PIN } from '@shopkeeper/contract';
import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import type { PasscodeInputRef } from 'antd-mobile/es/components/passcode-input';
import Popup from 'antd-mobile/es/components/popup';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../lib/i18n.ts';
import { PinCells } from './pin-cells.tsx';
import { lockedUntil, type PinRefusal, pinRefusalText } from './pin-refusal.ts';
import styles from './pin-sheet.module.css';

export interface PinSheetProps {
  visible: boolean;
  /** What the PIN confirms, e.g. "Withdraw 120.00". Defaults to "Enter your PIN". */
  title?: ReactNode;
  /** A line under the title (the amount, the account). */
  description?: ReactNode;
  /** Called with the six digits once the last one is typed. */
  onComplete: (pin: string) => void;
  onClose: () => void;
  /** The call is under way: typing waits. */
  busy?: boolean;
  /** The PIN's refusal (wrong, locked, not set), shown inside the sheet. */
  error?: PinRefusal | null;
}

/**
 * The sheet that asks for the transaction PIN before money moves (a numeric keypad wherever a
 * PIN is asked, docs/product.md#merchants): six cells typed on antd-mobile's number keyboard.
 * A wrong PIN, the tries left, the lock and its end, and "no PIN yet" show here, where the person is
 * looking, and the cells empty for another try.
 */
export function PinSheet({ visible, title, description, onComplete, onClose, busy, error }: PinSheetProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const input = useRef<PasscodeInputRef>(null);
  const titleId = useId();
  const descriptionId = useId();
  const errorId = useId();

  // A refusal clears the cells for the next try; a new opening starts empty. The cells clear
  // in the same render that shows the refusal (not in an effect after it), so digits typed
  // right after it appears are never wiped half-way.
  const [seen, setSeen] = useState({ error, visible });
  if (seen.error !== error || seen.visible !== visible) {
    setSeen({ error, visible });
    if (error || !visible) setValue('');
  }

  const locked = lockedUntil(error);
  const isLocked = locked !== null && locked.getTime() > Date.now();
  const notSet = error?.code === ErrorCode.PAY_PASSWORD_NOT_SET;
  const errorText = error ? pinRefusalText(error, t, currentLanguage()) : undefined;

  const change = (next: string) => {
    if (busy || isLocked || notSet) return;
    setValue(next);
  };
  const fill = (pin: string) => {
    if (busy || isLocked || notSet) return;
    onComplete(pin);
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={() => input.current?.focus()}
      destroyOnClose
      bodyClassName={styles.body}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.sheet}
        data-testid="pin-sheet"
      >
        <div className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title ?? t('pinSheet.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('pinSheet.close')}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        {description && (
          <div className={styles.description} id={descriptionId}>
            {description}
          </div>
        )}
        <PinCells
          ref={input}
          length={PIN.length}
          value={value}
          onChange={change}
          onFill={fill}
          error={Boolean(errorText)}
          seperated
          className={styles.cells}
          keyboard={<NumberKeyboard showCloseButton={false} />}
          aria-label={t('pinSheet.label')}
          aria-describedby={errorText ? errorId : undefined}
          aria-invalid={errorText ? true : undefined}
        />
        <div role="alert" className={styles.alert}>
          {busy && <p className={styles.busy}>{t('pinSheet.checking')}</p>}
          {errorText && !busy && (
            <p className={styles.error} id={errorId} data-testid="pin-sheet-error">
              {errorText}
            </p>
          )}
          {notSet && (
            <Link to="/payPassword" className={styles.setLink}>
              {t('pinSheet.setPin')}
            </Link>
          )}
        </div>
      </div>
    </Popup>
  );
}
