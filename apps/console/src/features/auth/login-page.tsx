import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { SIGN_IN } from '@shopkeeper/contract';
import { safeRedirect } from '@shopkeeper/front-kit/safe-redirect';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { useT } from '../../lib/i18n.ts';
import { signIn } from '../../lib/session.ts';
import { ME_QUERY_KEY } from '../../lib/use-me.ts';

interface Credentials {
  username: string;
  password: string;
}

/** `/console/login`: operators sign in; merchants are told this is not their door. */
export default function LoginPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

  const submit = async ({ username, password }: Credentials) => {
    setBusy(true);
    setRefused(false);
    const result = await signIn(username.trim(), password);
    setBusy(false);
    if (result.ok) {
      queryClient.setQueryData(ME_QUERY_KEY, result.user);
      // Back to the page the operator was sent away from, if it is a console page.
      navigate(safeRedirect(params.get('next'), '/', ['/login']), { replace: true });
    } else if (result.reason === 'refused') {
      setRefused(true);
    }
  };

  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex justify="flex-end" style={{ padding: 16 }}>
        <LanguagePicker />
      </Flex>
      <Flex flex={1} justify="center" align="center" style={{ padding: '0 16px 64px' }}>
        <Card style={{ width: 400, maxWidth: '100%' }}>
          <Typography.Text type="secondary">{t('app.title')}</Typography.Text>
          <Typography.Title level={3} style={{ marginTop: 4 }}>
            {t('login.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
          {refused ? (
            <Alert type="error" showIcon title={t('login.merchantRefused')} style={{ marginBottom: 16 }} />
          ) : null}
          <Form<Credentials> layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
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
              rules={[{ required: true, message: t('login.passwordRequired') }]}
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
