import type { PushKind } from '@shopkeeper/contract';
import { useTranslation } from 'react-i18next';
import noticeStyles from '../../../components/notice.module.css';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { showToast } from '../../../lib/toast.ts';
import {
  isIPhone,
  PUSH_KIND_LIST,
  type PushState,
  useChoosePushKinds,
  usePushSettings,
  usePushState,
  useTogglePush,
} from '../api/push.ts';
import styles from './push-settings.module.css';

/**
 * Push notifications on this phone (docs/decisions/041-push.md): on or off (the browser asks
 * the person first), which kinds to send, and why it cannot be turned on where it cannot:
 * blocked in the browser, not supported, or an iPhone outside the Home Screen app.
 */
export function PushSettingsScreen() {
  const { t } = useTranslation();
  const state = usePushState();
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>{t('push.intro')}</p>
      {state.data === undefined ? <SkeletonBlock height={96} /> : <DeviceSwitch state={state.data} />}
      {/* Said wherever push is turned on, since Safari in the browser never offers it. */}
      {isIPhone() && <p className={noticeStyles.warning}>{t('push.iphone')}</p>}
      <Kinds />
    </div>
  );
}

function DeviceSwitch({ state }: { state: PushState }) {
  const { t } = useTranslation();
  const toggle = useTogglePush();
  if (state === 'unsupported' || state === 'home-screen') {
    return <p className={noticeStyles.warning}>{t('push.unsupported')}</p>;
  }
  if (state === 'blocked') return <p className={noticeStyles.warning}>{t('push.blocked')}</p>;
  const on = state === 'on';
  return (
    <div className={styles.device}>
      <span className={styles.deviceState} data-testid="push-state" data-state={state}>
        {t(on ? 'push.on' : 'push.off')}
      </span>
      <button
        type="button"
        className={on ? styles.secondary : styles.primary}
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate(!on, {
            onError: () => void showToast({ icon: 'fail', content: t('push.failed') }),
          })
        }
      >
        {t(on ? 'push.turnOff' : 'push.turnOn')}
      </button>
    </div>
  );
}

function Kinds() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  const choose = useChoosePushKinds();
  if (!settings.data) return null;
  const chosen = new Set<PushKind>(settings.data.kinds);
  const flip = (kind: PushKind) => {
    const next = new Set(chosen);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    choose.mutate(
      PUSH_KIND_LIST.filter((k) => next.has(k)),
      { onSuccess: () => void showToast({ icon: 'success', content: t('push.saved') }) },
    );
  };
  return (
    <fieldset className={styles.kinds} disabled={choose.isPending}>
      <legend className={styles.legend}>{t('push.kindsTitle')}</legend>
      {PUSH_KIND_LIST.map((kind) => (
        <label key={kind} className={styles.kind}>
          <input type="checkbox" checked={chosen.has(kind)} onChange={() => flip(kind)} />
          <span>{t(`push.kinds.${kind}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
