import { NotAvailable } from '../../../components/not-available.tsx';

/** Broadcast notifications and feedback replies. Filled in by its own issue. */
export default function NotificationsPage() {
  return <NotAvailable section="notifications" />;
}
