import { NotAvailable } from '../../components/not-available.tsx';

/** Platform configuration (limits, deposits, channels). Filled in by its own issue. */
export default function SettingsPage() {
  return <NotAvailable section="settings" />;
}
