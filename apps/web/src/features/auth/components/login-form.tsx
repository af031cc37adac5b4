import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { required } from '../../../lib/form-rules.ts';
import { safeRedirect } from '../../../lib/navigation.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthLayout } from './auth-layout.tsx';

/** Sign in with username and password, then go where the person was headed. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn(() => navigate(safeRedirect(params.get('redirect')), { replace: true }));
  const form = useForm(
    'login',
    { username: '', password: '' },
    { username: [required(t, 'username')], password: [required(t, 'password')] },
  );

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <Link to="/invite">{t('login.toInvite')}</Link>
        </>
      }
    >
      <FormCard
        formRef={form.formRef}
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
        actions={
          <Button block type="submit" color="primary" size="large" loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        }
      >
        <TextField
          {...form.field('username')}
          label={t('fields.username')}
          placeholder={t('placeholders.username')}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          enterKeyHint="next"
        />
        <TextField
          {...form.field('password')}
          type="password"
          label={t('fields.password')}
          placeholder={t('placeholders.password')}
          autoComplete="current-password"
          enterKeyHint="go"
        />
      </FormCard>
    </AuthLayout>
  );
}
