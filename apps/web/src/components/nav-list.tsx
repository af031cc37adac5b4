import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './nav-list.module.css';

export interface NavListItem {
  key: string;
  icon: ReactNode;
  label: ReactNode;
  /** An app path to open… */
  to?: string;
  /** …or an action (e.g. open a sheet). */
  onClick?: () => void;
  /** Shown at the right end, e.g. the current value of a setting. */
  extra?: ReactNode;
  testId?: string;
}

/**
 * A card of rows leading somewhere. Real links and buttons (not clickable divs), so every
 * row is reachable by keyboard and screen reader, and each row is a 52 px touch target.
 */
export function NavList({ header, items }: { header?: ReactNode; items: NavListItem[] }) {
  const content = (item: NavListItem) => (
    <>
      <span className={styles.icon} aria-hidden="true">
        {item.icon}
      </span>
      <span className={styles.label}>{item.label}</span>
      {item.extra !== undefined && <span className={styles.extra}>{item.extra}</span>}
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </>
  );
  return (
    <section className={styles.card}>
      {header && <h2 className={styles.header}>{header}</h2>}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            {item.to ? (
              <Link to={item.to} className={styles.row} data-testid={item.testId}>
                {content(item)}
              </Link>
            ) : (
              <button type="button" className={styles.row} onClick={item.onClick} data-testid={item.testId}>
                {content(item)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
