import { NotAvailable } from '../../../components/not-available.tsx';

/** Real-time chat with merchants. Filled in by its own issue. */
export default function CustomerServicePage() {
  return <NotAvailable section="customerService" />;
}
