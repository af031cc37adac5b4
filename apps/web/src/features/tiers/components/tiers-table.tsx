import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { Tier, Tiers } from '../api/tiers.ts';
import styles from './tiers.module.css';

/**
 * The four tiers side by side, the merchant's own marked: what each lets them list, its
 * deposit, what moving up to it would hold now, and the way up where there is one.
 */
export function TiersTable({ tiers, onUpgrade }: { tiers: Tiers; onUpgrade: (tier: Tier) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = (tier: Tier) => t(`tiers.${tier.code}`);
  return (
    <section className={styles.card} aria-labelledby="tiers-compare">
      <h2 className={styles.title} id="tiers-compare">
        {t('tierUpgrade.compare')}
      </h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <td className={styles.corner} />
              {tiers.items.map((tier) => (
                <th
                  key={tier.code}
                  scope="col"
                  data-current={tier.code === tiers.current || undefined}
                  data-testid={`tier-${tier.code}`}
                >
                  {name(tier)}
                  {tier.code === tiers.current && (
                    <span className={styles.badge}>{t('tierUpgrade.current')}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('tierUpgrade.goodsLimit')}</th>
              {tiers.items.map((tier) => (
                <td key={tier.code} data-current={tier.code === tiers.current || undefined}>
                  {tier.goodsLimit}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('tierUpgrade.deposit')}</th>
              {tiers.items.map((tier) => (
                <td key={tier.code} data-current={tier.code === tiers.current || undefined}>
                  {formatMoney(tier.deposit, lang)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('tierUpgrade.toHold')}</th>
              {tiers.items.map((tier) => (
                <td key={tier.code} data-current={tier.code === tiers.current || undefined}>
                  {tier.toHold === null ? '—' : formatMoney(tier.toHold, lang)}
                </td>
              ))}
            </tr>
            {tiers.items.some((tier) => tier.toHold !== null) && (
              <tr>
                <td />
                {tiers.items.map((tier) => (
                  <td key={tier.code} data-current={tier.code === tiers.current || undefined}>
                    {tier.toHold !== null && (
                      <Button
                        size="small"
                        color="primary"
                        className={styles.upgrade}
                        onClick={() => onUpgrade(tier)}
                        aria-label={t('tierUpgrade.upgradeTo', { target: name(tier) })}
                      >
                        {t('tierUpgrade.upgrade')}
                      </Button>
                    )}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h2 className={styles.title}>{t('tierUpgrade.unlocksTitle')}</h2>
      <ul className={styles.unlocks}>
        {tiers.items.map((tier) => (
          <li key={tier.code}>
            <strong>{name(tier)}</strong> {t(`tierUpgrade.unlocks.${tier.code}`, { limit: tier.goodsLimit })}
          </li>
        ))}
      </ul>
    </section>
  );
}
