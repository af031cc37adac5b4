import { toCents } from '@shopkeeper/contract/cents';
import type { StatFigures } from '../api/statistics.ts';

/** The figures the panel shows, in its order (docs/product.md#statistics). */
export const FIGURES = [
  'orders',
  'sales',
  'purchaseCost',
  'profit',
  'expectedProfit',
  'clicks',
  'visitors',
  'conversion',
] as const;
export type Figure = (typeof FIGURES)[number];

export const MONEY_FIGURES = new Set<Figure>(['sales', 'purchaseCost', 'profit', 'expectedProfit']);

/** A figure as a comparable integer: cents for money, a count, or conversion in hundredths of a percent. */
export function figureValue(figures: Omit<StatFigures, 'from' | 'to'>, figure: Figure): number | null {
  if (figure === 'conversion')
    return figures.conversion === null ? null : Math.round(figures.conversion * 10_000);
  const value = figures[figure];
  return typeof value === 'string' ? toCents(value) : value;
}

export type Change =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** Nothing to compare with: the period before had none of it. */
  | { kind: 'new' }
  | { kind: 'none' };

/** The change against the period before, as a whole percentage (rounded, never "0%" for a real change). */
export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { kind: 'none' };
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return current > 0 ? { kind: 'new' } : { kind: 'down', percent: 100 };
  const percent = Math.max(1, Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100));
  return { kind: current > previous ? 'up' : 'down', percent };
}
