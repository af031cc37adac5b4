import { LANGUAGES } from '@shopkeeper/contract';
import { render, screen } from '@testing-library/react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { describe, expect, it } from 'vitest';
import { loadAntdLocale } from './antd-locale.ts';

describe.each(LANGUAGES)('antd-mobile in %s', (lang) => {
  it('pulls to refresh and ends a list in the app’s own words', async () => {
    const { common } = (await import(`../locales/${lang}.json`)).default as {
      common: Record<string, string>;
    };
    const locale = await loadAntdLocale(lang);
    expect(locale.PullToRefresh.pulling).toBe(common.pullToRefresh);
    expect(locale.PullToRefresh.canRelease).toBe(common.releaseToRefresh);
    expect(locale.PullToRefresh.complete).toBe(common.refreshed);
    expect(locale.InfiniteScroll.noMore).toBe(common.listEnd);
  });
});

it('a French list without its own texts says "Tirez pour actualiser" and "C’est tout."', async () => {
  const locale = await loadAntdLocale('fr');
  render(
    <ConfigProvider locale={locale}>
      <PullToRefresh onRefresh={async () => {}}>
        <InfiniteScroll hasMore={false} loadMore={async () => {}} />
      </PullToRefresh>
    </ConfigProvider>,
  );
  expect(screen.getByText('Tirez pour actualiser')).toBeTruthy();
  expect(screen.getByText('C’est tout.')).toBeTruthy();
  expect(screen.queryByText(/plus maintenant/)).toBeNull();
});
