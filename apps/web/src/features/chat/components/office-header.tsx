import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import { useTranslation } from 'react-i18next';
import type { ChatOffice } from '../api/chat.ts';
import { formatDays, formatDuration, formatHours, formatReopening } from '../model/office.ts';
import styles from './chat.module.css';

/** The team's hours and promised reply time; when they are away, when they are back. */
export function OfficeHeader({ office }: { office: ChatOffice }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className={styles.office} aria-label={t('chat.officeLabel')}>
      <p className={styles.officeLine}>
        <ClockCircleOutline aria-hidden="true" />
        <span>
          {office.days.length > 0
            ? t('chat.hours', { days: formatDays(office.days, lang), hours: formatHours(office) })
            : t('chat.noHours')}
        </span>
      </p>
      {office.open ? (
        <p className={styles.officeLine} data-testid="chat-reply-time">
          {t('chat.replyWithin', { time: formatDuration(office.replyMinutes, lang) })}
        </p>
      ) : (
        <p className={styles.away} role="status" data-testid="chat-away">
          {office.nextOpenAt
            ? t('chat.away', { when: formatReopening(office.nextOpenAt, lang) })
            : t('chat.awayNoHours')}
        </p>
      )}
    </section>
  );
}
