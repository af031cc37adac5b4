import { NotAvailable } from '../../../components/not-available.tsx';

/** Tier upgrade review: approve, or reject and return the deposit. Filled in by its own issue. */
export default function TierUpgradesPage() {
  return <NotAvailable section="tierUpgrades" />;
}
