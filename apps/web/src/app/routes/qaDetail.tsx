import { useSearchParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { HelpArticle } from '../../features/help/components/help-article.tsx';

/** /qaDetail?id=N (the route's loader sends an address without a valid id to /service). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <PageLayout>
      <HelpArticle id={Number(params.get('id'))} />
    </PageLayout>
  );
}
