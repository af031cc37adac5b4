import '../../../lib/antd-react19.ts';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../../lib/auth.ts';

/** Asks first, then revokes the session and returns to sign-in. */
export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/login', { replace: true }));

  const confirm = async () => {
    const sure = await Dialog.confirm({
      title: t('account.signOutTitle'),
      content: t('account.signOutBody'),
      confirmText: t('common.signOut'),
      cancelText: t('common.cancel'),
    });
    if (sure) signOut.mutate();
  };

  return (
    <Button block color="danger" fill="outline" size="large" loading={signOut.isPending} onClick={confirm}>
      {t('common.signOut')}
    </Button>
  );
}
