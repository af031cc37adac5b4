import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type StatFigures, useHomeStat, useStatLine } from '../api/statistics.ts';
import { type Change, changeOf, FIGURES, type Figure, figureValue, MONEY_FIGURES } from './figures.ts';
import { CHART_METRICS, type ChartMetric, StatChart } from './stat-chart.tsx';
import styles from './stats-panel.module.css';

const PERIODS = ['today', 'week', 'month'] as const;
type PeriodName = (typeof PERIODS)[number];
const RANGES = [7, 30] as const;

/** A row of buttons of which one is chosen (a period, a range, a figure to chart). */
function Choice<T extends string | number>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <fieldset className={styles.choice} aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          className={option === value ? styles.chosen : undefined}
          onClick={() => onChange(option)}
        >
          {text(option)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The store centre's statistics (docs/product.md#statistics): today, this week or this month,
 * each figure with its change against the period before and a "?" that says how it is
 * counted; total assets; when the figures were read; the last 7 or 30 days as a chart.
 * Every block keeps its final size while it loads, so nothing below it moves.
 */
export function StatsPanel() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [period, setPeriod] = useState<PeriodName>('today');
  const [days, setDays] = useState<7 | 30>(7);
  const [metric, setMetric] = useState<ChartMetric>('sales');
  const [picked, setPicked] = useState<number | null>(null);
  const stat = useHomeStat();
  const line = useStatLine(days);
  const points = line.data?.points ?? [];
  const selected = picked === null || picked >= points.length ? points.length - 1 : picked;
  const money = (amount: string) => formatMoney(amount, lang);
  const percent = (ratio: number) =>
    new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

  const shown = (figures: StatFigures, figure: Figure) => {
    if (figure === 'conversion') return figures.conversion === null ? '—' : percent(figures.conversion);
    const value = figures[figure];
    return MONEY_FIGURES.has(figure) ? money(value as string) : String(value);
  };
  const changeText = (change: Change) =>
    change.kind === 'none'
      ? ''
      : t(`statistics.change.${change.kind}`, { percent: 'percent' in change ? change.percent : 0 });
  // The dialog's code loads on the first "?": the store centre is the first screen.
  const explain = async (figure: Figure) => {
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    void Dialog.alert({
      title: t(`statistics.figure.${figure}`),
      content: (
        <>
          <p>{t(`statistics.help.${figure}`)}</p>
          <p>{t('statistics.help.days')}</p>
        </>
      ),
      confirmText: t('statistics.gotIt'),
    });
  };

  const current = stat.data?.[period];
  return (
    <section className={styles.panel} aria-labelledby="statistics-title">
      <h2 id="statistics-title" className={styles.title}>
        {t('statistics.title')}
      </h2>
      <Choice
        label={t('statistics.period')}
        options={PERIODS}
        value={period}
        onChange={setPeriod}
        text={(p) => t(`statistics.periods.${p}`)}
      />
      {stat.isError && !stat.data ? (
        <LoadError onRetry={() => void stat.refetch()} retrying={stat.isFetching} />
      ) : (
        <>
          <dl className={styles.grid} aria-busy={!current}>
            {FIGURES.map((figure) => {
              const change = current
                ? changeOf(figureValue(current, figure), figureValue(current.previous, figure))
                : ({ kind: 'none' } as const);
              return (
                <div key={figure} className={styles.cell}>
                  <dt className={styles.label}>
                    {t(`statistics.figure.${figure}`)}
                    <button
                      type="button"
                      className={styles.help}
                      aria-label={t('statistics.howCounted', { figure: t(`statistics.figure.${figure}`) })}
                      onClick={() => void explain(figure)}
                    >
                      <QuestionCircleOutline aria-hidden />
                    </button>
                  </dt>
                  <dd className={styles.value} data-testid={`stat-${figure}`}>
                    {current ? shown(current, figure) : <SkeletonBlock height={24} width="70%" />}
                  </dd>
                  <dd
                    className={`${styles.change} ${styles[change.kind] ?? ''}`}
                    data-testid={`change-${figure}`}
                  >
                    {changeText(change)}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className={styles.note}>{t(`statistics.against.${period}`)}</p>
          <dl className={styles.totals}>
            <div>
              <dt>{t('statistics.totalAssets')}</dt>
              <dd data-testid="stat-totalAssets">{stat.data ? money(stat.data.totalAssets) : '\u00a0'}</dd>
            </div>
            <div>
              <dt>{t('statistics.awaitingSettlement')}</dt>
              <dd data-testid="stat-awaitingSettlement">
                {stat.data ? money(stat.data.expectedProfit) : '\u00a0'}
              </dd>
            </div>
          </dl>
          <p className={styles.note} data-testid="stat-updatedAt">
            {stat.data
              ? t('statistics.updatedAt', { time: formatTime(stat.data.updatedAt, lang) })
              : '\u00a0'}
          </p>
        </>
      )}

      <h3 className={styles.subtitle}>{t('statistics.chartTitle', { days })}</h3>
      <Choice
        label={t('statistics.range')}
        options={RANGES}
        value={days}
        onChange={(d) => {
          setDays(d);
          setPicked(null);
        }}
        text={(d) => t('statistics.days', { count: d })}
      />
      <Choice
        label={t('statistics.chartFigure')}
        options={CHART_METRICS}
        value={metric}
        onChange={setMetric}
        text={(m) => t(`statistics.figure.${m}`)}
      />
      <div className={styles.chartBox}>
        {points.length > 0 ? (
          <StatChart points={points} metric={metric} selected={selected} onSelect={setPicked} lang={lang} />
        ) : line.isError ? (
          <LoadError onRetry={() => void line.refetch()} retrying={line.isFetching} />
        ) : (
          <SkeletonBlock height={188} />
        )}
      </div>
    </section>
  );
}
