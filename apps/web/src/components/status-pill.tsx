import type { ReactNode } from 'react';
import styles from './status-pill.module.css';

/** What a state means to the merchant: not started, waiting for an operator, done, refused. */
export type StatusTone = 'neutral' | 'pending' | 'done' | 'refused';

/** A record's state as a small coloured label (an identity's, a withdrawal's). */
export function StatusPill({
  tone,
  status,
  children,
}: {
  tone: StatusTone;
  status: string;
  children: ReactNode;
}) {
  return (
    <span className={styles.pill} data-tone={tone} data-status={status}>
      {children}
    </span>
  );
}
