import { Flex } from 'antd';
import { BusinessSettingsForm } from './business-settings-form.tsx';
import { SupportContactForm } from './support-contact-form.tsx';

/** Platform configuration: the business limits, and the support contact shown to people who cannot sign in. */
export default function SettingsPage() {
  return (
    <Flex vertical gap={24}>
      <BusinessSettingsForm />
      <SupportContactForm />
    </Flex>
  );
}
