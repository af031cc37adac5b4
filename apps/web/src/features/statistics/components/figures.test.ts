import { describe, expect, it } from 'vitest';
import { changeOf, figureValue } from './figures.ts';

describe('a figure against the period before', () => {
  it('is a whole percentage up or down, never "0 %" for a real change', () => {
    expect(changeOf(150, 100)).toEqual({ kind: 'up', percent: 50 });
    expect(changeOf(50, 100)).toEqual({ kind: 'down', percent: 50 });
    expect(changeOf(1001, 1000)).toEqual({ kind: 'up', percent: 1 });
    expect(changeOf(7, 7)).toEqual({ kind: 'same' });
  });

  it('is new when the period before had none, and says nothing without a figure', () => {
    expect(changeOf(3, 0)).toEqual({ kind: 'new' });
    expect(changeOf(null, 0.2)).toEqual({ kind: 'none' });
  });

  it('compares money in cents and conversion in hundredths of a percent', () => {
    const figures = {
      orders: 2,
      sales: '10.05',
      purchaseCost: '4.00',
      profit: '0.00',
      expectedProfit: '6.05',
      clicks: 9,
      visitors: 8,
      conversion: 0.25,
    };
    expect(figureValue(figures, 'sales')).toBe(1005);
    expect(figureValue(figures, 'conversion')).toBe(2500);
    expect(figureValue({ ...figures, conversion: null }, 'conversion')).toBeNull();
  });
});
