// Entity schemas that clients render; one import point so screens need not know call files.
export { me, restriction, shopSummary } from './auth.ts';
export { goods, goodsType, showcaseItem } from './catalogue.ts';
export { qaEntry } from './home.ts';
export { order, orderComment } from './orders.ts';
export { adPackage, identity, shop, tier } from './shop.ts';
export { invitation, notification } from './support.ts';
export { FLOW_TYPES, flow, MAX_RECEIVING_ACCOUNTS, receivingAccount, wallet } from './wallet.ts';
