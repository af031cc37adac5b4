import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import type { StatPoint } from '../api/statistics.ts';
import { figureValue } from './figures.ts';
import styles from './stat-chart.module.css';

export const CHART_METRICS = ['orders', 'sales', 'profit', 'visitors'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** A statistics day (UTC, docs/product.md#statistics) as the reader's language writes it. */
export const formatDay = (day: string, lang: string, weekday = true) =>
  new Intl.DateTimeFormat(lang, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(weekday ? { weekday: 'short' } : {}),
  }).format(new Date(`${day}T00:00:00Z`));

const WIDTH = 10;
const HEIGHT = 100;

/**
 * The daily series as bars of our own SVG (decision 025: a few hundred bytes where a chart
 * library would weigh tens of kilobytes): a finger taps or slides along the days to read one;
 * a visually hidden table gives a screen reader every day's figures.
 */
export function StatChart({
  points,
  metric,
  selected,
  onSelect,
  lang,
}: {
  points: StatPoint[];
  metric: ChartMetric;
  selected: number;
  onSelect: (index: number) => void;
  lang: string;
}) {
  const { t } = useTranslation();
  const values = points.map((p) => figureValue({ ...p, conversion: null }, metric) ?? 0);
  const top = Math.max(1, ...values);
  const money = (amount: string) => formatMoney(amount, lang);
  const slide = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.buttons === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const index = Math.floor(((event.clientX - box.left) / box.width) * points.length);
    onSelect(Math.min(points.length - 1, Math.max(0, index)));
  };
  const day = points[selected];
  return (
    <div className={styles.chart}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${points.length * WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('statistics.chartLabel', {
          metric: t(`statistics.figure.${metric}`),
          days: points.length,
        })}
        onPointerDown={slide}
        onPointerMove={slide}
      >
        {values.map((value, i) => {
          const height = value <= 0 ? 0.5 : (value / top) * (HEIGHT - 4);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the table below is the accessible form of the chart
            <g key={points[i]!.date} onClick={() => onSelect(i)} data-day={points[i]!.date}>
              <rect x={i * WIDTH} y={0} width={WIDTH} height={HEIGHT} fill="transparent" />
              <rect
                x={i * WIDTH + 2}
                y={HEIGHT - height}
                width={WIDTH - 4}
                height={height}
                className={i === selected ? styles.selected : styles.bar}
              />
            </g>
          );
        })}
      </svg>
      {day && (
        <p className={styles.readout} aria-live="polite" data-testid="chart-readout">
          <strong>{formatDay(day.date, lang)}</strong>
          <span>{t('statistics.readout.orders', { count: day.orders })}</span>
          <span>{t('statistics.readout.sales', { amount: money(day.sales) })}</span>
          <span>{t('statistics.readout.profit', { amount: money(day.profit) })}</span>
          <span>{t('statistics.readout.visitors', { count: day.visitors })}</span>
        </p>
      )}
      {/* Hidden by its box, not the table's own: a table grows to its content whatever its
          width, and pushed the 375 px page sideways. */}
      <div className={styles.hidden}>
        <table>
          <caption>{t('statistics.tableCaption', { days: points.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statistics.date')}</th>
              {CHART_METRICS.map((m) => (
                <th key={m} scope="col">
                  {t(`statistics.figure.${m}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatDay(p.date, lang)}</th>
                <td>{p.orders}</td>
                <td>{money(p.sales)}</td>
                <td>{money(p.profit)}</td>
                <td>{p.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
