export { TabBar, type TabBarProps } from './tab-bar';
export { TAB_BAR_HEIGHT, TABS, tabIndexForPath } from './tabs';
