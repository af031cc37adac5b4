import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackList } from './feedback-list.tsx';

/** /feedback: tell the operators something, and read what they answered. */
export function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <FeedbackForm />
      <h2 className={styles.title}>{t('feedback.listTitle')}</h2>
      <FeedbackList />
    </div>
  );
}
