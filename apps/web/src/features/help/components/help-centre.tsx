import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message.tsx';

/** Placeholder: the help centre is built in its own slice and replaces this file. */
export function HelpCentre() {
  const { t } = useTranslation();
  return <StatusMessage icon={<QuestionCircleOutline />} title={t('chat.helpSoon')} />;
}
