import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { type ComponentType, lazy, type MouseEvent, Suspense, type SVGProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRaisedLook } from './raised-look.ts';
import styles from './tab-bar.module.css';
import { TAB_BAR_HEIGHT, TABS, type TabName } from './tabs.ts';

// The floating button brings a spring animation and a gesture library (≈ 23 KB); it follows
// the bar instead of holding back the first screen (bench/README.md, Lighthouse).
const TabBarToggle = lazy(() => import('./tab-bar-toggle.tsx').then((m) => ({ default: m.TabBarToggle })));

const ICONS: Record<TabName, ComponentType<SVGProps<SVGSVGElement>>> = {
  store: ShopbagOutline,
  order: UnorderedListOutline,
  product: AppstoreOutline,
  account: UserOutline,
};

/** How far the raised bar floats above the bottom edge. */
const RAISED_LIFT = 10;

export interface TabBarProps {
  /** Controlled active tab; when set, the bar shows it (the layout passes the route's tab). */
  activeIndex?: number;
  /** Uncontrolled starting tab. */
  defaultIndex?: number;
  /** The tab-change event: fired only when another tab is chosen, with its index. */
  onTabChange?: (index: number) => void;
  /** Renders a block of the bar's height in the page flow so content can scroll clear of it. */
  placeholder?: boolean;
  height?: number;
}

/** The bottom tab bar (docs/product.md#tab-bar) with its floating raise/lower button. */
export function TabBar({
  activeIndex,
  defaultIndex = 0,
  onTabChange,
  placeholder = false,
  height = TAB_BAR_HEIGHT,
}: TabBarProps) {
  const { t } = useTranslation();
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const { raised, toggle } = useRaisedLook();
  const current = activeIndex ?? ownIndex;

  // Each tab is a link (it opens, can be opened in a new tab, and reads as navigation);
  // choosing the active one does nothing (docs/product.md#tab-bar).
  function choose(event: MouseEvent, index: number) {
    if (index === current) {
      event.preventDefault();
      return;
    }
    setOwnIndex(index);
    onTabChange?.(index);
  }

  return (
    <>
      {placeholder && (
        <div
          data-testid="tabbar-placeholder"
          aria-hidden="true"
          className={styles.placeholder}
          style={{ height: raised ? height + RAISED_LIFT : height }}
        />
      )}
      <nav
        data-testid="tabbar"
        data-raised={raised}
        aria-label={t('tabBar.label')}
        className={raised ? `${styles.bar} ${styles.raised}` : styles.bar}
        style={{ height, bottom: raised ? RAISED_LIFT : 0 }}
      >
        <ul className={styles.tabs}>
          {TABS.map((tab, index) => {
            const active = index === current;
            const Icon = ICONS[tab.name];
            return (
              <li key={tab.name} className={styles.item}>
                <Link
                  to={tab.path}
                  data-testid={`tab-${index}`}
                  aria-current={active ? 'page' : undefined}
                  className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                  onClick={(event) => choose(event, index)}
                >
                  <Icon className={styles.icon} aria-hidden="true" />
                  <span className={styles.label}>{t(tab.label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Suspense fallback={null}>
        <TabBarToggle raised={raised} onToggle={toggle} />
      </Suspense>
    </>
  );
}
