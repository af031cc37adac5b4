import { useState } from 'react';
import { useIdentityColumns } from '../../../components/review-columns.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type IdentityFilter, useIdentities } from '../api/identity.ts';
import { IdentityDrawer } from './identity-drawer.tsx';
import { ReviewQueue } from './review-queue.tsx';

const FILTERS: readonly IdentityFilter[] = ['in_review', 'verified', 'rejected', 'all'];

/** `/console/reviews/identity`: compare each submission's photos with its name and ID number. */
export default function IdentityPage() {
  const { t } = useT();
  const [filter, setFilter] = useState<IdentityFilter>('in_review');
  const identities = useIdentities(filter);
  const column = useIdentityColumns();

  return (
    <ReviewQueue
      queue="identity"
      filters={FILTERS}
      filter={filter}
      filterLabel={(value) => t(`identity.filters.${value}`)}
      onFilter={setFilter}
      items={identities}
      isPending={(row) => row.status === 'in_review'}
      columns={[column.name, column.idNo, column.submitted, column.status]}
      drawer={(identity, props) => <IdentityDrawer identity={identity} {...props} />}
    />
  );
}
