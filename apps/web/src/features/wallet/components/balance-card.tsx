import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useWallet } from '../../../lib/wallet-queries.ts';
import styles from './balance-card.module.css';

/** The number of a formatted amount: digits with their group and decimal marks, and a sign. */
const NUMBER = /[-\u2212]?\d(?:[\d.,\s\u00a0\u202f\u2019']*\d)?/;

/**
 * A formatted amount in a narrow column (a third of a 375-pixel screen): when it does not fit,
 * it breaks between the currency and the number ("US$" over "123,456.78"), never inside the number.
 */
function BreakableMoney({ text }: { text: string }) {
  const match = NUMBER.exec(text);
  if (!match) return text;
  const before = text.slice(0, match.index).trimEnd();
  const after = text.slice(match.index + match[0].length).trimStart();
  return (
    <>
      {text.slice(0, match.index)}
      {before && <wbr />}
      <span className={styles.number}>{match[0]}</span>
      {after && <wbr />}
      {text.slice(match.index + match[0].length)}
    </>
  );
}

/** The wallet's four figures (/v1/user/wallet) and the two ways money moves. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { data: wallet, isPending, isError, refetch, isFetching } = useWallet();
  const lang = currentLanguage();
  const money = (amount: string) => formatMoney(amount, lang);
  const figures = wallet
    ? [
        { key: 'frozen', label: t('wallet.frozen'), value: money(wallet.frozen) },
        { key: 'depositHeld', label: t('wallet.depositHeld'), value: money(wallet.depositHeld) },
        { key: 'totalAssets', label: t('wallet.totalAssets'), value: money(wallet.totalAssets) },
      ]
    : [];
  return (
    <section className={styles.card} aria-label={t('wallet.balance')}>
      <span className={styles.caption}>{t('wallet.balance')}</span>
      {wallet ? (
        <strong className={styles.amount} data-testid="wallet-balance">
          {money(wallet.balance)}
        </strong>
      ) : isPending ? (
        <SkeletonBlock height={40} width="55%" />
      ) : null}
      {wallet ? (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd data-testid={`wallet-${figure.key}`}>
                <BreakableMoney text={figure.value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        isPending && <SkeletonBlock height={36} />
      )}
      {/* Where the held deposit comes from; always shown, so the card keeps its height while it loads. */}
      <Link to="/shop/tiers" className={styles.tiersLink}>
        {t('tierUpgrade.walletLink')}
      </Link>
      {isError && (
        <div className={styles.error}>
          <LoadError onRetry={() => void refetch()} retrying={isFetching} />
        </div>
      )}
      <div className={styles.actions}>
        <Link to="/recharge" className={styles.primaryAction}>
          {t('wallet.recharge')}
        </Link>
        <Link to="/withdraw" className={styles.secondaryAction}>
          {t('wallet.withdraw')}
        </Link>
      </div>
    </section>
  );
}
