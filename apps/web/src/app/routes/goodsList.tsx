import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ShowcaseScreen } from '../../features/showcase/components/showcase-screen.tsx';

export function Component() {
  return (
    <PageLayout back={false}>
      <ShowcaseScreen />
    </PageLayout>
  );
}
