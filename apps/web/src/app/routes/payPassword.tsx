import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { PayPasswordForm } from '../../features/account/components/pay-password-form.tsx';

export function Component() {
  return (
    <PageLayout>
      <PayPasswordForm />
    </PageLayout>
  );
}
