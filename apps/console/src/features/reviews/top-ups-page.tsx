import { NotAvailable } from '../../components/not-available.tsx';

/** Top-up review: credit or reject merchants' deposits. Filled in by its own issue. */
export default function TopUpsPage() {
  return <NotAvailable section="topUps" />;
}
