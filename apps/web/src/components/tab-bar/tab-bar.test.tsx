import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-routes.tsx';
import { resetRaisedLook } from './raised-look.ts';
import { TabBar, type TabBarProps } from './tab-bar.tsx';

function renderTabBar(props: Partial<TabBarProps> = {}, path = '/start') {
  const onTabChange = vi.fn();
  const view = renderAt(<TabBar onTabChange={onTabChange} {...props} />, path);
  return { onTabChange, ...view };
}

/** The tabs marked as the current page (aria-current="page"). */
const selected = () =>
  [0, 1, 2, 3].filter((i) => screen.getByTestId(`tab-${i}`).getAttribute('aria-current') === 'page');

function setWindowSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

describe('TabBar', () => {
  afterEach(() => {
    setWindowSize(1024, 768);
    act(() => resetRaisedLook());
  });

  it('shows four tabs in order store, order, product, account, each a link with an icon and a label', () => {
    renderTabBar();
    const tabs = within(screen.getByRole('navigation', { name: 'Main sections' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Store', 'Orders', 'Products', 'Account']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/shopCenter',
      '/orderList',
      '/goodsList',
      '/wallet',
    ]);
    for (const [index, tab] of tabs.entries()) {
      expect(tab.dataset.testid).toBe(`tab-${index}`);
      expect(tab.querySelector('svg')).not.toBeNull();
    }
  });

  it('starts on the first tab by default, or on defaultIndex', () => {
    renderTabBar();
    expect(selected()).toEqual([0]);
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    act(() => screen.getByTestId('tab-0').click()); // choosing it changes nothing
    expect(selected()).toEqual([0]);
  });

  it('honours defaultIndex', () => {
    renderTabBar({ defaultIndex: 2 });
    expect(selected()).toEqual([2]);
  });

  it('choosing another tab selects it, fires the tab-change event with its index and opens its screen', () => {
    const { onTabChange, router } = renderTabBar();
    act(() => screen.getByTestId('tab-2').click());
    expect(selected()).toEqual([2]);
    expect(onTabChange).toHaveBeenCalledTimes(1);
    expect(onTabChange).toHaveBeenCalledWith(2);
    expect(router.state.location.pathname).toBe('/goodsList');

    act(() => screen.getByTestId('tab-3').click());
    expect(onTabChange).toHaveBeenLastCalledWith(3);
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('choosing the active tab does nothing: no event, no navigation', () => {
    const { onTabChange, router } = renderTabBar({ defaultIndex: 1 });
    const before = router.state.location;
    act(() => screen.getByTestId('tab-1').click());
    expect(onTabChange).not.toHaveBeenCalled();
    expect(router.state.location).toBe(before);
    expect(selected()).toEqual([1]);
  });

  it('when controlled, shows the given tab and still reports a change', () => {
    const { onTabChange } = renderTabBar({ activeIndex: 3 });
    expect(selected()).toEqual([3]);
    act(() => screen.getByTestId('tab-3').click());
    expect(onTabChange).not.toHaveBeenCalled();
    act(() => screen.getByTestId('tab-0').click());
    expect(onTabChange).toHaveBeenCalledWith(0);
  });

  it('renders a placeholder of the bar height (60 px by default) only when asked', () => {
    renderTabBar();
    expect(screen.queryByTestId('tabbar-placeholder')).toBeNull();
    expect(screen.getByTestId('tabbar').style.height).toBe('60px');
    renderTabBar({ placeholder: true });
    expect(screen.getByTestId('tabbar-placeholder').style.height).toBe('60px');
  });

  it('the floating button toggles the raised look and flips its arrow, starting normal with arrow-up', async () => {
    renderTabBar();
    const bar = screen.getByTestId('tabbar');
    // The button follows the bar in its own chunk.
    const toggle = await screen.findByTestId('tabbar-toggle');
    expect(bar.dataset.raised).toBe('false');
    expect(toggle.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('arrow-up');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    act(() => toggle.click());
    expect(bar.dataset.raised).toBe('true');
    expect(toggle.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('arrow-down');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    act(() => toggle.click());
    expect(bar.dataset.raised).toBe('false');
    expect(toggle.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('arrow-up');
  });

  it('keeps the raised look when the bar comes back after a screen without it', async () => {
    const first = renderTabBar();
    const toggle = await screen.findByTestId('tabbar-toggle');
    act(() => toggle.click());
    expect(screen.getByTestId('tabbar').dataset.raised).toBe('true');
    first.unmount();
    renderTabBar();
    expect(screen.getByTestId('tabbar').dataset.raised).toBe('true');
    expect((await screen.findByTestId('tabbar-toggle')).getAttribute('aria-pressed')).toBe('true');
  });

  it('a tap that reaches only the bubble (pointer captured while dragging is possible) toggles once', async () => {
    renderTabBar();
    const bubbleButton = (await screen.findByTestId('tabbar-toggle')).parentElement!;
    fireEvent.click(bubbleButton);
    expect(screen.getByTestId('tabbar').dataset.raised).toBe('true');
  });

  it('places the floating button at window width − 52 px and height − 200 px, blue, 8 px from the edges', async () => {
    setWindowSize(375, 667);
    renderTabBar();
    const bubble = await screen.findByTestId('tabbar-bubble');
    expect(bubble.style.getPropertyValue('--initial-position-left')).toBe('323px');
    expect(bubble.style.getPropertyValue('--initial-position-top')).toBe('467px');
    expect(bubble.style.getPropertyValue('--edge-distance')).toBe('8px');
    expect(bubble.style.getPropertyValue('--background').toLowerCase()).toBe('#0865ff');
  });

  it('moves the floating button to the new position when the window is resized', async () => {
    setWindowSize(375, 667);
    renderTabBar();
    await screen.findByTestId('tabbar-bubble');
    act(() => {
      setWindowSize(414, 896);
      window.dispatchEvent(new Event('resize'));
    });
    const bubble = screen.getByTestId('tabbar-bubble');
    expect(bubble.style.getPropertyValue('--initial-position-left')).toBe('362px');
    expect(bubble.style.getPropertyValue('--initial-position-top')).toBe('696px');
  });
});
