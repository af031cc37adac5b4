import type { Ref } from 'react';
import styles from './link-field.module.css';

/** A link shown whole and selectable, read-only: where a person copies it by hand. */
export function LinkField({ url, label, ref }: { url: string; label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={styles.url}
      value={url}
      readOnly
      aria-label={label}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}
