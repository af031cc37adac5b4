import { NotAvailable } from '../../components/not-available.tsx';

/** Withdrawal review: pay out or reject with a reason. Filled in by its own issue. */
export default function WithdrawalsPage() {
  return <NotAvailable section="withdrawals" />;
}
