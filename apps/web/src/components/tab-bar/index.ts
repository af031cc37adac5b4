export { TabBar, type TabBarProps } from './tab-bar.tsx';
export { TAB_BAR_HEIGHT, TABS, tabIndexForPath } from './tabs.ts';
