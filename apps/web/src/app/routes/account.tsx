import { PageLayout } from '../../components/layouts/page-layout';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { LanguageSetting } from '../../features/account/components/language-setting';
import { ProfileCard } from '../../features/account/components/profile-card';
import { SignOutButton } from '../../features/account/components/sign-out-button';

export function Component() {
  return (
    <PageLayout>
      <ProfileCard />
      <LanguageSetting />
      <ChangePasswordForm />
      <SignOutButton />
    </PageLayout>
  );
}
