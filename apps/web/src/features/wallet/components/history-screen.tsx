import { useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FLOW_TYPES, type FlowFilter, type FlowType } from '../api/wallet.ts';
import { dayEnd, dayStart } from './date-range.ts';
import { FlowList } from './flow-list.tsx';
import styles from './history-screen.module.css';
import { StatementDownload } from './statement-download.tsx';

const isFlowType = (value: string | null): value is FlowType =>
  value !== null && (FLOW_TYPES as string[]).includes(value);

/**
 * The whole transaction history, narrowed by type and by days (kept in the address, so Back
 * and a reload keep them), and the statement of those days as a CSV file.
 */
export function HistoryScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const fromDay = params.get('from') ?? '';
  const toDay = params.get('to') ?? '';
  const filter: FlowFilter = {
    ...(isFlowType(type) ? { type } : {}),
    ...(dayStart(fromDay) !== undefined ? { from: dayStart(fromDay) } : {}),
    ...(dayEnd(toDay) !== undefined ? { to: dayEnd(toDay) } : {}),
  };
  const reversed = filter.from !== undefined && filter.to !== undefined && filter.to <= filter.from;

  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <PullToRefresh
      onRefresh={() =>
        queryClient.refetchQueries({ queryKey: ['wallet', 'flow', filter] }).then(() => undefined)
      }
    >
      <div className={styles.stack}>
        <section className={styles.filters} aria-label={t('history.filters')}>
          <label className={styles.field}>
            <span className={styles.label}>{t('history.type')}</span>
            <select
              className={styles.control}
              value={isFlowType(type) ? type : ''}
              onChange={(event) => set('type', event.target.value)}
              data-testid="history-type"
            >
              <option value="">{t('history.allTypes')}</option>
              {FLOW_TYPES.map((flowType) => (
                <option key={flowType} value={flowType}>
                  {t(`wallet.types.${flowType}`)}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.dates}>
            <label className={styles.field}>
              <span className={styles.label}>{t('history.from')}</span>
              <input
                type="date"
                className={styles.control}
                value={fromDay}
                max={toDay || undefined}
                onChange={(event) => set('from', event.target.value)}
                data-testid="history-from"
              />
            </label>
            <label className={styles.field}>
              <span className={styles.label}>{t('history.to')}</span>
              <input
                type="date"
                className={styles.control}
                value={toDay}
                min={fromDay || undefined}
                onChange={(event) => set('to', event.target.value)}
                data-testid="history-to"
              />
            </label>
          </div>
          {reversed && (
            <p className={styles.error} role="alert">
              {t('history.reversed')}
            </p>
          )}
          <StatementDownload fromDay={fromDay} toDay={toDay} />
        </section>
        {!reversed && <FlowList filter={filter} emptyTitle={t('history.empty')} />}
      </div>
    </PullToRefresh>
  );
}
