import type { FormEvent, ReactNode, Ref } from 'react';
import styles from './form-card.module.css';
import { type FormMessageKey, useFormMessage } from './form-message.ts';

export interface FormCardProps {
  title?: ReactNode;
  titleId?: string;
  onSubmit: (event: FormEvent) => void;
  formRef?: Ref<HTMLFormElement>;
  /** A refusal that concerns the whole form (wrong password…), shown above the fields. */
  error?: FormMessageKey;
  /** The submit button(s), under the fields. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A white card holding a form: optional heading, the form's refusal (announced as it
 * appears), the fields, then the actions.
 */
export function FormCard({ title, titleId, onSubmit, formRef, error, actions, children }: FormCardProps) {
  const errorText = useFormMessage(error);
  return (
    <form className={styles.card} onSubmit={onSubmit} ref={formRef} noValidate aria-labelledby={titleId}>
      {title && (
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
      )}
      <div role="alert" className={styles.alertRegion}>
        {errorText && (
          <p className={styles.error} data-testid="form-error">
            {errorText}
          </p>
        )}
      </div>
      {children}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}
