import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { NavList } from '../../components/nav-list.tsx';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { LanguageSetting } from '../../features/account/components/language-setting.tsx';
import { ProfileCard } from '../../features/account/components/profile-card.tsx';
import { SignOutButton } from '../../features/account/components/sign-out-button.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <ProfileCard />
      <LanguageSetting />
      <ChangePasswordForm />
      <NavList
        items={[
          {
            key: 'pin',
            icon: <LockOutline />,
            label: t('wallet.payPassword'),
            to: '/payPassword',
            testId: 'pay-password-cell',
          },
          {
            key: 'shopKeys',
            icon: <LinkOutline />,
            label: t('screens.shopKeys'),
            to: '/shopKeys',
            testId: 'shop-keys-cell',
          },
        ]}
      />
      <SignOutButton />
    </PageLayout>
  );
}
