import { NotAvailable } from '../../components/not-available.tsx';

/** Goods types and goods in every language. Filled in by its own issue. */
export default function CataloguePage() {
  return <NotAvailable section="catalogue" />;
}
