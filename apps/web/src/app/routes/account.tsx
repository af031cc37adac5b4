import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { LanguageSetting } from '../../features/account/components/language-setting.tsx';
import { ProfileCard } from '../../features/account/components/profile-card.tsx';
import { SignOutButton } from '../../features/account/components/sign-out-button.tsx';

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
