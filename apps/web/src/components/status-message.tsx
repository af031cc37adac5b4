import type { ReactNode } from 'react';
import styles from './status-message.module.css';

export interface StatusMessageProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the text. */
  children?: ReactNode;
  tone?: 'neutral' | 'warning';
}

/** An empty, error or "not yet" state: an icon, a sentence and what to do next. */
export function StatusMessage({ icon, title, description, children, tone = 'neutral' }: StatusMessageProps) {
  return (
    <section className={styles.status} data-tone={tone}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
