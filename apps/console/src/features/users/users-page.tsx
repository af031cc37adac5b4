import { NotAvailable } from '../not-available/not-available.tsx';

/** Merchant accounts and their restrictions. Filled in by its own issue. */
export default function UsersPage() {
  return <NotAvailable section="users" />;
}
