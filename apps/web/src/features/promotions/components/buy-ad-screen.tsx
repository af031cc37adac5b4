import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { toCents } from '@shopkeeper/contract/cents';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refusalMessage, useFormMessage } from '../../../components/form/form-message.ts';
import { ListShell } from '../../../components/list/list-shell.tsx';
import notice from '../../../components/notice.module.css';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { usePinAttempt } from '../../../components/pin-sheet/pin-attempt.ts';
import { PinSheet } from '../../../components/pin-sheet/pin-sheet.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { type AdList, type AdPackage, useAds, useBuyAd } from '../api/promotions.ts';
import styles from './promotions.module.css';

const HOUR_MS = 3_600_000;

/** A refusal shown above the packages (a frozen wallet, a boost already running, a short balance). */
function Refusal({ message }: { message: string }) {
  const text = useFormMessage(message);
  return (
    <p className={notice.danger} role="alert" data-testid="buy-ad-refusal">
      {text}
    </p>
  );
}

function PackageCard({
  item,
  disabled,
  onBuy,
}: {
  item: AdPackage;
  disabled: boolean;
  onBuy: (item: AdPackage) => void;
}) {
  const { t } = useTranslation();
  return (
    <article
      className={styles.card}
      data-testid={`ad-package-${item.id}`}
      aria-labelledby={`ad-package-${item.id}`}
    >
      <div className={styles.head}>
        <h2 className={styles.name} id={`ad-package-${item.id}`}>
          {item.name}
        </h2>
        <span className={styles.price}>{formatMoney(item.price, currentLanguage())}</span>
      </div>
      <span className={styles.sub}>{t('promotions.hours', { hours: item.hours })}</span>
      {item.description && <p className={styles.sub}>{item.description}</p>}
      <Button block color="primary" size="large" disabled={disabled} onClick={() => onBuy(item)}>
        {t('promotions.choose')}
      </Button>
    </article>
  );
}

/**
 * The packages with price, hours and description, and the balance they are paid from. A
 * package is bought after a confirmation that says what is paid and until when, then the
 * PIN sheet (as a withdrawal does). Each attempt carries its own Idempotency-Key: a retry
 * after a lost answer pays once; after a refusal (nothing written) the next try gets a new
 * one. Success leads back to "My promotions".
 */
function BuyAdForm({ data }: { data: AdList }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuyAd();
  const lang = currentLanguage();
  const [chosen, setChosen] = useState<AdPackage | null>(null);
  const pin = usePinAttempt();
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = data.boosts.find((boost) => boost.active);

  const open = async (item: AdPackage) => {
    setRefusal(null);
    const until = formatTime(new Date(Date.now() + item.hours * HOUR_MS).toISOString(), lang);
    const confirmed = await Dialog.confirm({
      title: t('promotions.confirmTitle'),
      'aria-label': t('promotions.confirmTitle'),
      content: (
        <>
          <dl className={styles.confirm} data-testid="buy-ad-confirmation">
            <dt>{t('promotions.package')}</dt>
            <dd>{item.name}</dd>
            <dt>{t('promotions.pay')}</dt>
            <dd>{formatMoney(item.price, lang)}</dd>
            <dt>{t('promotions.duration')}</dt>
            <dd>{t('promotions.hours', { hours: item.hours })}</dd>
            <dt>{t('promotions.until')}</dt>
            <dd>{until}</dd>
          </dl>
          <p>{t('promotions.confirmText')}</p>
        </>
      ),
      confirmText: t('promotions.confirmContinue'),
      cancelText: t('promotions.cancel'),
    });
    if (!confirmed) return;
    pin.begin();
    setChosen(item);
  };

  const refused = (error: ApiError) => {
    if (pin.refused(error)) return;
    setChosen(null);
    setRefusal(refusalMessage(error));
  };

  const send = async (payPassword: string) => {
    if (!chosen) return;
    try {
      await buy.mutateAsync({
        packageId: chosen.id,
        price: chosen.price,
        payPassword,
        idempotencyKey: pin.key(),
      });
      pin.done();
      setChosen(null);
      void showToast({ icon: 'success', content: t('promotions.bought') });
      navigate('/promotion', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) refused(error);
    }
  };

  const short = (item: AdPackage) => toCents(item.price) > toCents(data.balance);
  return (
    <>
      <section className={styles.balance} aria-labelledby="buy-ad-balance">
        <span className={styles.sub} id="buy-ad-balance">
          {t('promotions.balance')}
        </span>
        <strong className={styles.balanceAmount} data-testid="buy-ad-balance">
          {formatMoney(data.balance, lang)}
        </strong>
        <Link to="/recharge" className={styles.link}>
          {t('promotions.topUp')}
        </Link>
      </section>
      {running && (
        <p className={notice.warning} data-testid="buy-ad-running">
          {t('promotions.alreadyRunning', { date: formatTime(running.endsAt, lang) })}
        </p>
      )}
      {refusal && <Refusal message={refusal} />}
      {data.items.length === 0 ? (
        <StatusMessage icon={<SoundOutline />} title={t('promotions.noPackages')} />
      ) : (
        data.items.map((item) => (
          <PackageCard key={item.id} item={item} disabled={Boolean(running) || short(item)} onBuy={open} />
        ))
      )}
      {data.items.some(short) && !running && <p className={styles.sub}>{t('promotions.shortHint')}</p>}
      <PinSheet
        visible={chosen !== null}
        title={t('promotions.pinTitle')}
        description={
          chosen
            ? t('promotions.pinDescription', { name: chosen.name, amount: formatMoney(chosen.price, lang) })
            : ''
        }
        busy={buy.isPending}
        error={pin.pinError}
        onComplete={(pin) => void send(pin)}
        onClose={() => setChosen(null)}
      />
    </>
  );
}

/** /buyAd: the packages on sale and the balance, each bought after a confirmation and the PIN. */
export function BuyAdScreen() {
  const ads = useAds();
  return (
    <ListShell
      query={ads}
      skeletonTestId="buy-ad-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={120} />
          <SkeletonBlock height={180} />
          <SkeletonBlock height={180} />
        </>
      }
    >
      {(data) => <BuyAdForm data={data} />}
    </ListShell>
  );
}
