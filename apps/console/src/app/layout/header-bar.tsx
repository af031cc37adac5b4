import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Space, Typography } from 'antd';
import { useState } from 'react';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { useT } from '../../lib/i18n.ts';
import { signOut } from '../../lib/session.ts';
import { useMe } from '../../lib/use-me.ts';

/** The top bar: who is signed in, the language, and the way out. */
export function HeaderBar() {
  const { t } = useT();
  const me = useMe();
  const [leaving, setLeaving] = useState(false);
  const name = me.data?.username;

  const leave = () => {
    setLeaving(true);
    // signOut ends the session, which sends the app to the sign-in page.
    signOut().finally(() => setLeaving(false));
  };

  return (
    <Layout.Header style={{ background: '#fff', paddingInline: 24, borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
        <LanguagePicker />
        {name ? (
          <Space title={t('header.account', { name })}>
            <UserOutlined />
            <Typography.Text strong>{name}</Typography.Text>
          </Space>
        ) : null}
        <Button icon={<LogoutOutlined />} onClick={leave} loading={leaving}>
          {t('header.signOut')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
