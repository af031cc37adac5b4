import { NotAvailable } from '../../components/not-available.tsx';

/** Identity review: verify or reject merchants' identity documents. Filled in by its own issue. */
export default function IdentityPage() {
  return <NotAvailable section="identity" />;
}
