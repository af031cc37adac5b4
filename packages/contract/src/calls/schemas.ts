// Entity schemas that clients render; one import point so screens need not know call files.
export {
  disabledData,
  lockedOutData,
  loginRefusalData,
  me,
  RESET_PASSWORD_PATH,
  restriction,
  shopSummary,
  wrongPasswordData,
} from './auth.ts';
export { goods, goodsType, showcaseItem } from './catalogue.ts';
export { accountEvent, consoleUser, consoleUserDetail, restrictionRecord } from './console-users.ts';
export { qaEntry } from './home.ts';
export { order, orderComment } from './orders.ts';
export { adPackage, identity, shop, tier } from './shop.ts';
export { invitation, notification } from './support.ts';
export { CHANNEL_KINDS, consoleTopUp, topUp, topUpChannel } from './topups.ts';
export {
  FLOW_TYPES,
  flow,
  MAX_RECEIVING_ACCOUNTS,
  payPasswordRefusalData,
  receivingAccount,
  wallet,
} from './wallet.ts';
