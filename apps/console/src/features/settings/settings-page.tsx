import { SupportContactForm } from './support-contact-form.tsx';

/**
 * Platform configuration. For now the support contact shown to people who cannot sign in;
 * limits, deposits and channels join it with their issues.
 */
export default function SettingsPage() {
  return <SupportContactForm />;
}
