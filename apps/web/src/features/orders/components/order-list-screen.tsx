import { ORDER_STATUSES, type OrderStatus } from '@shopkeeper/contract';
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type Order, type OrderCounts, useOrders, usePayAmount } from '../api/orders.ts';
import { OrderCard } from './order-card.tsx';
import styles from './orders.module.css';
import { useOrderPay } from './use-order-pay.tsx';

/** At most this many orders are paid at once (the contract's limit). */
const MAX_PAY = 50;
const ALL = 'all';
type Tab = OrderStatus | typeof ALL;

/**
 * The tabs: every status but "accepted", which an order passes through in the same write that
 * starts its settlement hold (the server's acceptOrder), so its tab would always be empty. A
 * link to ?status=accepted still works.
 */
const TAB_STATUSES = ORDER_STATUSES.filter((status) => status !== 'accepted');

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** The tab on screen, kept in the address (?status=shipped) so Back, a reload and links return to it. */
function useStatusTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const tab: Tab = isStatus(value) ? value : ALL;
  return [tab, (next) => setParams(next === ALL ? {} : { status: next }, { replace: true })];
}

/** The statuses as tabs, in the order an order moves through them, "all" first; each with its count. */
function StatusTabs({
  active,
  counts,
  onChange,
}: {
  active: Tab;
  counts: OrderCounts | undefined;
  onChange: (tab: Tab) => void;
}) {
  const { t } = useTranslation();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const title = (label: string, count: number | undefined, key: string) => (
    <span className={styles.tabTitle} data-testid={`order-tab-${key}`}>
      {label}
      {count !== undefined && count > 0 && (
        <Badge
          content={count > 99 ? '99+' : count}
          className={styles.badge}
          aria-label={t('orders.countLabel', { n: count })}
        />
      )}
    </span>
  );
  return (
    <Tabs activeKey={active} onChange={(key) => onChange(isStatus(key) ? key : ALL)} className={styles.tabs}>
      <Tabs.Tab key={ALL} title={title(t('orders.all'), total, ALL)} />
      {TAB_STATUSES.map((status) => (
        <Tabs.Tab key={status} title={title(t(`orders.status.${status}`), counts?.[status], status)} />
      ))}
    </Tabs>
  );
}

/** The selection's count, its total from the server, "select all" and "Pay", above the tab bar. */
function PayBar({
  selected,
  loaded,
  onSelectAll,
  onPay,
  busy,
}: {
  selected: number[];
  loaded: Order[];
  onSelectAll: (all: boolean) => void;
  onPay: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const amount = usePayAmount(selected);
  const selectable = Math.min(loaded.length, MAX_PAY);
  const allSelected = selectable > 0 && selected.length === selectable;
  return (
    <div className={styles.payBar} data-testid="pay-bar">
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          className={styles.check}
          checked={allSelected}
          disabled={loaded.length === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        {t('orders.selectAll')}
      </label>
      <span className={styles.payTotal} aria-live="polite">
        <span>{t('orders.selected', { n: selected.length })}</span>
        {selected.length > 0 && (
          <strong data-testid="pay-total">
            {amount.data
              ? t('orders.total', { amount: formatMoney(amount.data.amount, lang) })
              : amount.isError
                ? t('orders.totalFailed')
                : '…'}
          </strong>
        )}
      </span>
      <Button
        color="primary"
        className={styles.payAll}
        disabled={selected.length === 0 || busy}
        loading={busy}
        onClick={onPay}
      >
        {t('orders.paySelected')}
      </Button>
    </div>
  );
}

/**
 * /orderList: the shop's orders by status in tabs with their counts; cards with the money
 * figures; on "pending payment", several orders are chosen and paid together (each card can
 * also be paid alone). Pulled down, read again; scrolled down, the next page.
 */
export function OrderListScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useStatusTab();
  const status = tab === ALL ? undefined : tab;
  const list = useOrders(status);
  const [selection, setSelection] = useState<number[]>([]);
  const payFlow = useOrderPay({ onPaid: () => setSelection([]) });

  // The counts of the last answer stay on the tabs while another tab loads.
  const lastCounts = useRef<OrderCounts | undefined>(undefined);
  const counts = list.data?.pages[0]?.counts ?? lastCounts.current;
  lastCounts.current = counts;

  const selecting = tab === 'pending_payment';
  const payable = list.items.filter((order) => order.status === 'pending_payment');
  // Orders that left the list (paid, cancelled, another refresh) leave the selection too.
  const selected = selecting ? selection.filter((id) => payable.some((order) => order.id === id)) : [];

  const changeTab = (next: Tab) => {
    setSelection([]);
    setTab(next);
  };
  const toggle = (id: number, checked: boolean) =>
    setSelection((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <StatusTabs active={tab} counts={counts} onChange={changeTab} />
      </div>
      {payFlow.message}
      <PagedList
        list={list}
        skeletonTestId="orders-skeleton"
        skeleton={
          <>
            <SkeletonBlock height={200} />
            <SkeletonBlock height={200} />
            <SkeletonBlock height={200} />
          </>
        }
        empty={
          <StatusMessage
            icon={<FileOutline />}
            title={t('orders.emptyTitle')}
            description={tab === ALL ? t('orders.emptyText') : t('orders.emptyTabText')}
          />
        }
        endTexts={{ loading: t('orders.loadingMore'), end: t('orders.noMore') }}
      >
        {(orders, end) => (
          <>
            <ul className={styles.list}>
              {orders.map((order, index) => (
                <li key={order.id}>
                  <OrderCard
                    order={order}
                    index={index}
                    select={
                      selecting && order.status === 'pending_payment'
                        ? {
                            checked: selected.includes(order.id),
                            disabled: !selected.includes(order.id) && selected.length >= MAX_PAY,
                            onChange: (checked) => toggle(order.id, checked),
                          }
                        : undefined
                    }
                    onPay={(one) => void payFlow.start([one.id])}
                    payBusy={payFlow.busy}
                  />
                </li>
              ))}
            </ul>
            {end}
          </>
        )}
      </PagedList>
      {selecting && (
        <PayBar
          selected={selected}
          loaded={payable}
          busy={payFlow.busy}
          onSelectAll={(all) => setSelection(all ? payable.slice(0, MAX_PAY).map((order) => order.id) : [])}
          onPay={() => void payFlow.start(selected)}
        />
      )}
      {payFlow.sheet}
    </div>
  );
}
