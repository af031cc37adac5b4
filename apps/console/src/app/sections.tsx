import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  SettingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import type { Messages } from '../lib/i18n.ts';

export type SectionKey = keyof Messages['sections'];

export interface Section {
  key: SectionKey;
  /** Path under /console; '' is the dashboard. */
  path: string;
  icon: ReactNode;
  /** Sections grouped in the menu (only the reviews for now). */
  group?: 'reviews';
  /** The page, loaded when first visited so the console's first download stays small. */
  load: () => Promise<{ default: ComponentType }>;
}

/** The console's sections, in menu order. The menu, the router and the dashboard read this. */
export const SECTIONS: readonly Section[] = [
  {
    key: 'dashboard',
    path: '',
    icon: <DashboardOutlined />,
    load: () => import('../features/dashboard/dashboard-page.tsx'),
  },
  {
    key: 'topUps',
    path: 'reviews/top-ups',
    icon: <WalletOutlined />,
    group: 'reviews',
    load: () => import('../features/reviews/top-ups-page.tsx'),
  },
  {
    key: 'withdrawals',
    path: 'reviews/withdrawals',
    icon: <BankOutlined />,
    group: 'reviews',
    load: () => import('../features/reviews/withdrawals-page.tsx'),
  },
  {
    key: 'identity',
    path: 'reviews/identity',
    icon: <IdcardOutlined />,
    group: 'reviews',
    load: () => import('../features/reviews/identity-page.tsx'),
  },
  {
    key: 'tierUpgrades',
    path: 'reviews/tier-upgrades',
    icon: <RiseOutlined />,
    group: 'reviews',
    load: () => import('../features/reviews/tier-upgrades-page.tsx'),
  },
  {
    key: 'fulfilment',
    path: 'fulfilment',
    icon: <CarOutlined />,
    load: () => import('../features/fulfilment/fulfilment-page.tsx'),
  },
  {
    key: 'catalogue',
    path: 'catalogue',
    icon: <AppstoreOutlined />,
    load: () => import('../features/catalogue/catalogue-page.tsx'),
  },
  {
    key: 'qa',
    path: 'qa',
    icon: <QuestionCircleOutlined />,
    load: () => import('../features/qa/qa-page.tsx'),
  },
  {
    key: 'notifications',
    path: 'notifications',
    icon: <BellOutlined />,
    load: () => import('../features/notifications/notifications-page.tsx'),
  },
  {
    key: 'customerService',
    path: 'customer-service',
    icon: <CustomerServiceOutlined />,
    load: () => import('../features/customer-service/customer-service-page.tsx'),
  },
  {
    key: 'users',
    path: 'users',
    icon: <TeamOutlined />,
    load: () => import('../features/users/users-page.tsx'),
  },
  {
    key: 'settings',
    path: 'settings',
    icon: <SettingOutlined />,
    load: () => import('../features/settings/settings-page.tsx'),
  },
  {
    key: 'auditLog',
    path: 'audit-log',
    icon: <FileSearchOutlined />,
    load: () => import('../features/audit-log/audit-log-page.tsx'),
  },
];

export const REVIEWS_ICON = <AuditOutlined />;

/** The absolute in-app path of a section, as links and the menu use it. */
export const sectionHref = (section: Pick<Section, 'path'>): string => `/${section.path}`;

/** The section a path belongs to: the longest matching section path ('/' only for itself). */
export function sectionForPath(pathname: string): Section | undefined {
  return SECTIONS.filter((section) => {
    const href = sectionHref(section);
    return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  }).sort((a, b) => b.path.length - a.path.length)[0];
}
