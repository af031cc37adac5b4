/**
 * Money and moments as every screen shows them: front-kit's one way, shared with the console
 * and the storefront. The merchant app's amounts carry no currency on the wire, so they show
 * grouped in the reader's language ("1,234.50", "1 234,50").
 */
export { formatMoney, formatTime } from '@shopkeeper/front-kit/format';
