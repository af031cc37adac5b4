export { NotAvailable as Component } from '../../components/not-available.tsx';
