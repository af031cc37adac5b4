import type { SupportContact } from '@shopkeeper/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import styles from './support-contact-card.module.css';
import { hasAnyContact, useSupportContact } from './use-support-contact.ts';

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

/** Links that open the right app: mail, the phone's dialler, WhatsApp, Telegram. */
function contactLinks(contact: SupportContact) {
  const telegram = contact.telegram.replace(/^@|^https:\/\/t\.me\//, '');
  return [
    contact.email && { kind: 'email', label: contact.email, href: `mailto:${contact.email}` },
    contact.phone && { kind: 'phone', label: contact.phone, href: `tel:${digits(contact.phone)}` },
    contact.whatsapp && {
      kind: 'whatsapp',
      label: contact.whatsapp,
      href: `https://wa.me/${digits(contact.whatsapp).replace('+', '')}`,
    },
    telegram && { kind: 'telegram', label: `@${telegram}`, href: `https://t.me/${telegram}` },
  ].filter(Boolean) as { kind: 'email' | 'phone' | 'whatsapp' | 'telegram'; label: string; href: string }[];
}

/**
 * The platform's support contact, for people who cannot sign in (locked out, disabled,
 * password forgotten): set by the operator in the console. Says so when none is set.
 */
export function SupportContactCard() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useSupportContact();
  if (isPending) return null;
  if (isError || !hasAnyContact(data)) {
    return <p className={styles.none}>{t('support.noContact')}</p>;
  }
  const note = data.notes[currentLanguage()];
  return (
    <section className={styles.card} aria-labelledby="support-contact-title">
      <h2 className={styles.title} id="support-contact-title">
        {t('support.title')}
      </h2>
      <dl className={styles.list}>
        {contactLinks(data).map((link) => (
          <div key={link.kind} className={styles.row}>
            <dt>{t(`support.${link.kind}`)}</dt>
            <dd>
              <a
                href={link.href}
                target={link.href.startsWith('https:') ? '_blank' : undefined}
                rel="noreferrer"
              >
                {link.label}
              </a>
            </dd>
          </div>
        ))}
        {data.hours && (
          <div className={styles.row}>
            <dt>{t('support.hours')}</dt>
            <dd>{data.hours}</dd>
          </div>
        )}
      </dl>
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}
