import type { FormEvent, ReactNode, Ref } from 'react';
import styles from './form-card.module.css';

export interface FormCardProps {
  title?: ReactNode;
  titleId?: string;
  onSubmit: (event: FormEvent) => void;
  formRef?: Ref<HTMLFormElement>;
  /** The submit button(s), under the fields. */
  actions: ReactNode;
  children: ReactNode;
}

/** A white card holding a form: optional heading, the fields, then the actions. */
export function FormCard({ title, titleId, onSubmit, formRef, actions, children }: FormCardProps) {
  return (
    <form className={styles.card} onSubmit={onSubmit} ref={formRef} noValidate aria-labelledby={titleId}>
      {title && (
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
      )}
      {children}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}
