// A tab screen that later issues build: the tab bar arrives with it.
import '../../components/tab-bar/tab-bar.tsx';

export { NotAvailable as Component } from '../../components/not-available.tsx';
