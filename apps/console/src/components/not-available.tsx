import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n.ts';
import type { SectionKey } from '../lib/sections.tsx';

/** What a section shows until its feature is built: its name, what it is for, a way back. */
export function NotAvailable({ section }: { section: SectionKey }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <>
      {/* The layout's level-one heading names the section. */}
      <Result
        icon={<ToolOutlined />}
        title={t('placeholder.notYet')}
        subTitle={t(`sections.${section}.description`)}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('placeholder.backToDashboard')}
          </Button>
        }
      />
    </>
  );
}
