import Button from 'antd-mobile/es/components/button';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../../components/layouts/page-layout.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { storage } from '../../../lib/storage.ts';

/**
 * Where "customer service" leads: the link from the profile (an outside chat page or an app
 * path), else the app's own service screen. Any other scheme is ignored, never followed.
 */
function serviceTarget(link: string | null): { external: boolean; href: string } {
  if (link && /^https?:\/\//i.test(link)) return { external: true, href: link };
  if (link?.startsWith('/') && !link.startsWith('//')) return { external: false, href: link };
  return { external: false, href: '/service' };
}

/**
 * Spec §2 /404: every dead end (unknown path, disabled account, refused page) lands here and
 * is pointed to online customer service, or back to sign-in.
 */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const service = serviceTarget(storage.getServiceLink());

  const contactService = () => {
    if (service.external) window.location.assign(service.href);
    else navigate(service.href);
  };

  return (
    <PageLayout back={false}>
      <StatusMessage
        icon={<QuestionCircleOutline />}
        title={t('notFound.title')}
        description={t('notFound.description')}
      >
        <Button block color="primary" size="large" onClick={contactService} data-testid="contact-service">
          {t('notFound.contactService')}
        </Button>
        <Button block fill="outline" color="primary" size="large" onClick={() => navigate('/login')}>
          {t('notFound.signIn')}
        </Button>
      </StatusMessage>
    </PageLayout>
  );
}
