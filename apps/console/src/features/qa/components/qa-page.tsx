import { NotAvailable } from '../../../components/not-available.tsx';

/** Q&A articles per language. Filled in by its own issue. */
export default function QaPage() {
  return <NotAvailable section="qa" />;
}
