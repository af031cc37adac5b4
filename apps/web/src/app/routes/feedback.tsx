import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { FeedbackScreen } from '../../features/feedback/components/feedback-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <FeedbackScreen />
    </PageLayout>
  );
}
