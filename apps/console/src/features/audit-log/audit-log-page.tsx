import { NotAvailable } from '../../components/not-available.tsx';

/** Who did what, and when. Filled in by its own issue. */
export default function AuditLogPage() {
  return <NotAvailable section="auditLog" />;
}
