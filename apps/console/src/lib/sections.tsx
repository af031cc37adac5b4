import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CarOutlined,
  CommentOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  LineChartOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Messages } from './i18n.ts';

export type SectionKey = keyof Messages['sections'];

export interface Section {
  key: SectionKey;
  /** Path under /console; '' is the dashboard. */
  path: string;
  icon: ReactNode;
  /** Sections grouped in the menu (only the reviews for now). */
  group?: 'reviews';
}

/**
 * The console's sections, in menu order. The menu, the router and the dashboard read this;
 * which page each opens is the router's business (app/router.tsx), so features need not
 * import one another to link to a section.
 */
export const SECTIONS: readonly Section[] = [
  {
    key: 'dashboard',
    path: '',
    icon: <DashboardOutlined />,
  },
  {
    key: 'topUps',
    path: 'reviews/top-ups',
    icon: <WalletOutlined />,
    group: 'reviews',
  },
  {
    key: 'withdrawals',
    path: 'reviews/withdrawals',
    icon: <BankOutlined />,
    group: 'reviews',
  },
  {
    key: 'identity',
    path: 'reviews/identity',
    icon: <IdcardOutlined />,
    group: 'reviews',
  },
  {
    key: 'tierUpgrades',
    path: 'reviews/tier-upgrades',
    icon: <RiseOutlined />,
    group: 'reviews',
  },
  {
    key: 'fulfilment',
    path: 'fulfilment',
    icon: <CarOutlined />,
  },
  {
    key: 'storefrontPayments',
    path: 'storefront-payments',
    icon: <TransactionOutlined />,
  },
  {
    key: 'statistics',
    path: 'statistics',
    icon: <LineChartOutlined />,
  },
  {
    key: 'catalogue',
    path: 'catalogue',
    icon: <AppstoreOutlined />,
  },
  {
    key: 'ads',
    path: 'ads',
    icon: <NotificationOutlined />,
  },
  {
    key: 'banners',
    path: 'banners',
    icon: <PictureOutlined />,
  },
  {
    key: 'qa',
    path: 'qa',
    icon: <QuestionCircleOutlined />,
  },
  {
    key: 'feedback',
    path: 'feedback',
    icon: <CommentOutlined />,
  },
  {
    key: 'notifications',
    path: 'notifications',
    icon: <BellOutlined />,
  },
  {
    key: 'customerService',
    path: 'customer-service',
    icon: <CustomerServiceOutlined />,
  },
  {
    key: 'users',
    path: 'users',
    icon: <TeamOutlined />,
  },
  {
    key: 'channels',
    path: 'channels',
    icon: <CreditCardOutlined />,
  },
  {
    key: 'invites',
    path: 'invites',
    icon: <UserAddOutlined />,
  },
  {
    key: 'settings',
    path: 'settings',
    icon: <SettingOutlined />,
  },
  {
    key: 'creditRules',
    path: 'credit-rules',
    icon: <SafetyCertificateOutlined />,
  },
  {
    key: 'auditLog',
    path: 'audit-log',
    icon: <FileSearchOutlined />,
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
