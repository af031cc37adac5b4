import { NotAvailable } from '../../components/not-available.tsx';

/** Order fulfilment: warehouse and carrier progress. Filled in by its own issue. */
export default function FulfilmentPage() {
  return <NotAvailable section="fulfilment" />;
}
