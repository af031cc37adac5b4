import { PIN } from '@shopkeeper/contract';
import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import { type FormMessageKey, useFormMessage } from '../../../components/form/form-message.ts';
import { PinCells } from '../../../components/pin-sheet/pin-cells.tsx';
import styles from './pin-field.module.css';

export interface PinFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The kept message (a key or a refusal, see form-message.ts); worded when shown. */
  error?: FormMessageKey;
}

/**
 * Six PIN cells typed on antd-mobile's number keyboard (a numeric keypad wherever a PIN
 * is asked, docs/product.md#merchants), with its label and error message tied to it.
 */
export function PinField({ id, label, value, onChange, error }: PinFieldProps) {
  const errorText = useFormMessage(error);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-testid={id}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <PinCells
        length={PIN.length}
        value={value}
        onChange={onChange}
        error={Boolean(errorText)}
        seperated
        keyboard={<NumberKeyboard />}
        aria-labelledby={labelId}
        aria-describedby={errorText ? errorId : undefined}
        aria-invalid={errorText ? true : undefined}
      />
      <div role="alert">
        {errorText && (
          <p className={styles.error} id={errorId}>
            {errorText}
          </p>
        )}
      </div>
    </div>
  );
}
