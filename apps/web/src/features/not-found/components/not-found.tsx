import Button from 'antd-mobile/es/components/button';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '../../../components/layouts/page-layout.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { SupportContactCard } from '../../../components/support-contact/support-contact-card.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { hasSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import styles from './not-found.module.css';
import { type NotFoundReason, notFoundReason } from './not-found-reason.ts';

/**
 * Where "customer service" leads: the link from the profile (an outside chat page or an app
 * path), else the app's own service screen. Any other scheme is ignored, never followed.
 */
function serviceTarget(link: string | null): { external: boolean; href: string } {
  if (link && /^https?:\/\//i.test(link)) return { external: true, href: link };
  if (link?.startsWith('/') && !link.startsWith('//')) return { external: false, href: link };
  return { external: false, href: '/service' };
}

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(date);
}

function useReasonText(reason: NotFoundReason) {
  const { t } = useTranslation();
  switch (reason.kind) {
    case 'locked':
      return {
        icon: <ClockCircleOutline />,
        title: t('notFoundReasons.lockedTitle'),
        description:
          reason.retryAfterMinutes === null
            ? t('notFoundReasons.lockedSoon')
            : t('notFoundReasons.lockedMinutes', { count: reason.retryAfterMinutes }),
      };
    case 'disabled': {
      const since = formatDate(reason.since);
      return {
        icon: <LockOutline />,
        title: t('notFoundReasons.disabledTitle'),
        description: t('notFoundReasons.disabledDescription'),
        details: [
          reason.reason && { label: t('notFoundReasons.reasonLabel'), value: reason.reason },
          since && { label: t('notFoundReasons.sinceLabel'), value: since },
        ].filter(Boolean) as { label: string; value: string }[],
      };
    }
    case 'noPermission':
      return {
        icon: <ExclamationCircleOutline />,
        title: t('notFoundReasons.noPermissionTitle'),
        description: t('notFoundReasons.noPermissionDescription'),
      };
    case 'sessionInvalid':
      return {
        icon: <ExclamationCircleOutline />,
        title: t('notFoundReasons.sessionTitle'),
        description: t('notFoundReasons.sessionDescription'),
      };
    default:
      return {
        icon: <QuestionCircleOutline />,
        title: t('notFound.title'),
        description: t('notFound.description'),
      };
  }
}

/**
 * /404: every dead end lands here (an unknown path, and the refusals 437, 440, 411 and 401 of
 * docs/product.md#redirects-and-messages-on-refusal). It says why the person was sent here,
 * with the time to wait after a lockout and the operator's reason and date for a disabled
 * account. Those people cannot sign in, so the
 * support contact is shown on the page rather than behind the sign-in screen.
 */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reason = notFoundReason(useLocation().state);
  const text = useReasonText(reason);
  const service = serviceTarget(storage.getServiceLink());
  const signedIn = hasSession();
  // Locked out or disabled: nothing that needs the account works, so support is reached
  // through the platform's published contact. The in-app chat needs an account; an outside
  // chat page does not.
  const blocked = reason.kind === 'locked' || reason.kind === 'disabled';
  const canChat = !blocked && (service.external || signedIn);

  const contactService = () => {
    if (service.external) window.location.assign(service.href);
    else navigate(service.href);
  };

  return (
    // Not "page not found" above a lockout or a disabled account: the header names the app.
    <PageLayout back={false} title={reason.kind === 'notFound' ? undefined : t('app.name')}>
      <StatusMessage
        icon={text.icon}
        title={text.title}
        description={text.description}
        tone={reason.kind === 'notFound' ? 'neutral' : 'warning'}
      >
        {text.details && text.details.length > 0 && (
          <dl className={styles.details} data-testid="refusal-details">
            {text.details.map((detail) => (
              <div key={detail.label} className={styles.detail}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {!canChat && <SupportContactCard />}
        {canChat && (
          <Button block color="primary" size="large" onClick={contactService} data-testid="contact-service">
            {t('notFound.contactService')}
          </Button>
        )}
        {reason.kind !== 'disabled' && !signedIn && (
          <Button block fill="outline" color="primary" size="large" onClick={() => navigate('/login')}>
            {t('notFound.signIn')}
          </Button>
        )}
        {signedIn && !blocked && (
          <Button block fill="outline" color="primary" size="large" onClick={() => navigate('/shopCenter')}>
            {t('notFoundReasons.toStoreCentre')}
          </Button>
        )}
      </StatusMessage>
    </PageLayout>
  );
}
