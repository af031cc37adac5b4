import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '../../../components/status-pill.tsx';
import type { Invitation } from '../api/invitations.ts';

const TONES: Record<Invitation['state'], StatusTone> = {
  waiting: 'pending',
  joined: 'done',
  expired: 'neutral',
};

/** An invitation's state: its code still waiting for the friend, used by them, or past its days. */
export function StateTag({ state }: { state: Invitation['state'] }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={TONES[state]} status={state}>
      {t(`invitations.state.${state}`)}
    </StatusPill>
  );
}
