// Entity schemas that clients render; one import point so screens need not know call files.

export { AUDIT_ACTIONS, auditEntry } from './audit.ts';
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
export {
  GOODS_SORTS,
  goods,
  goodsSort,
  goodsType,
  STOCK_STATUSES,
  showcaseItem,
  showcaseLimitRefusal,
  showcasePriceRefusal,
  stockStatus,
} from './catalogue.ts';
export {
  consoleGoods,
  consoleGoodsRow,
  consoleGoodsType,
  MAX_GOODS_IMAGES,
  PRODUCT_NO,
} from './console-catalogue.ts';
export { consoleInvite } from './console-invites.ts';
export {
  consoleOrder,
  consoleOrderEvent,
  consoleOrderRow,
  consoleTrackingStep,
  FULFILMENT,
  logisticsStepConfig,
} from './console-orders.ts';
export { businessSettings } from './console-settings.ts';
export {
  chargeReference,
  consoleStorefrontCharge,
  STOREFRONT_CHARGE_STATES,
  storefrontChargeState,
} from './console-storefront-charges.ts';
export { accountEvent, consoleUser, consoleUserDetail, restrictionRecord } from './console-users.ts';
export { qaEntry } from './home.ts';
export { consoleIdentity } from './identity.ts';
export { INTAKE_KEYS_MAX, intakeKey } from './intake.ts';
export {
  BUYER_ORDER,
  buyerOrder,
  CANCEL_REASONS,
  logisticsStep,
  ORDER_ACTORS,
  ORDER_COMMENT,
  ORDER_MOVES,
  ORDER_SOURCES,
  order,
  orderComment,
  orderCounts,
  orderEvent,
} from './orders.ts';
export { adPackage, identity, shop, tier } from './shop.ts';
export {
  publicRef,
  shopSlug,
  storefrontItem,
  storefrontItemDetail,
  storefrontShop,
} from './storefront.ts';
export { storefrontComment } from './storefront-comments.ts';
export { invitation, notification } from './support.ts';
export { CHANNEL_KINDS, consoleTopUp, topUp, topUpChannel } from './topups.ts';
export {
  FLOW_TYPES,
  flow,
  MAX_RECEIVING_ACCOUNTS,
  payPasswordRefusalData,
  receivingAccount,
  STATEMENT_MAX_DAYS,
  wallet,
} from './wallet.ts';
export { consoleWithdrawal, withdrawal } from './withdrawals.ts';
