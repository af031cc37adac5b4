import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n.ts';

/** An address inside the console that leads nowhere (the layout's heading says "Page not found"). */
export default function NotFound() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('placeholder.backToDashboard')}
        </Button>
      }
    />
  );
}
