import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { ApiError } from '@shopkeeper/client';
import { type Language, SIGN_IN } from '@shopkeeper/contract';
import { errorSentenceNow } from '@shopkeeper/front-kit/error-message';
import { safeRedirect } from '@shopkeeper/front-kit/safe-redirect';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n.ts';
import { signIn } from '../../../lib/session.ts';
import { ME_QUERY_KEY } from '../../../lib/use-me.ts';

interface Credentials {
  username: string;
  password: string;
}

/** Why the last sign-in was refused; worded when shown, so it follows a language switch. */
type Refusal = { merchant: true } | { merchant: false; error: ApiError };

function refusalText(refusal: Refusal, t: Translate, lang: Language): string {
  if (refusal.merchant) return t('login.merchantRefused');
  return errorSentenceNow(refusal.error, lang, (failure) => t(`errors.${failure}`));
}

/** A text that re-renders in the new language (antd keeps a rule's message as given). */
function Text({ k }: { k: MessageKey }) {
  return <>{useT().t(k)}</>;
}

/** `/console/login`: operators sign in; merchants are told this is not their door. */
export default function LoginPage() {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = async ({ username, password }: Credentials) => {
    setBusy(true);
    setRefusal(null);
    const result = await signIn(username.trim(), password);
    setBusy(false);
    if (result.ok) {
      queryClient.setQueryData(ME_QUERY_KEY, result.user);
      // Back to the page the operator was sent away from, if it is a console page.
      navigate(safeRedirect(params.get('next'), '/', ['/login']), { replace: true });
    } else if (result.reason === 'refused') {
      setRefusal({ merchant: true });
    } else if (result.error.kind !== 'aborted') {
      setRefusal({ merchant: false, error: result.error });
    }
  };

  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex justify="flex-end" style={{ padding: 16 }}>
        <LanguagePicker />
      </Flex>
      <Flex component="main" flex={1} justify="center" align="center" style={{ padding: '0 16px 64px' }}>
        <Card style={{ width: 400, maxWidth: '100%' }}>
          <Typography.Text type="secondary">{t('app.title')}</Typography.Text>
          <Typography.Title level={1} style={{ marginTop: 4, fontSize: 24 }}>
            {t('login.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
          {/* One message, on the form, announced (antd's Alert is role="alert"); no toast besides. */}
          {refusal ? (
            <Alert
              type="error"
              showIcon
              title={refusalText(refusal, t, lang)}
              style={{ marginBottom: 16 }}
              data-testid="login-refusal"
            />
          ) : null}
          <Form<Credentials> layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: <Text k="login.usernameRequired" /> }]}
            >
              <Input
                prefix={<UserOutlined />}
                autoComplete="username"
                autoFocus
                maxLength={SIGN_IN.usernameMax}
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: <Text k="login.passwordRequired" /> }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                maxLength={SIGN_IN.passwordMax}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.submit')}
            </Button>
          </Form>
        </Card>
      </Flex>
    </Flex>
  );
}
