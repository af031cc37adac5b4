// Entity schemas that clients render; one import point so screens need not know call files.

export { BOOST_STATES, consoleAdPackage, consoleBoost, MAX_AD_HOURS } from './console/ads.ts';
export { AUDIT_ACTIONS, auditEntry } from './console/audit.ts';
export { consoleBanner } from './console/banners.ts';
export {
  consoleGoods,
  consoleGoodsRow,
  consoleGoodsType,
  MAX_GOODS_IMAGES,
  PRODUCT_NO,
} from './console/catalogue.ts';
export { cannedReply, chatConversation } from './console/chat.ts';
export { creditRule } from './console/credit.ts';
export { consoleFeedback } from './console/feedback.ts';
export { consoleIdentity } from './console/identity.ts';
export { consoleInvite } from './console/invites.ts';
export { BROADCAST, type Broadcast, broadcast, broadcastText } from './console/notifications.ts';
export {
  consoleOrder,
  consoleOrderEvent,
  consoleOrderRow,
  consoleTrackingStep,
  FULFILMENT,
  logisticsStepConfig,
} from './console/orders.ts';
export { consoleQaArticle, consoleQaEntry, qaText } from './console/qa.ts';
export { businessSettings } from './console/settings.ts';
export {
  chargeReference,
  consoleStorefrontCharge,
  STOREFRONT_CHARGE_STATES,
  storefrontChargeState,
} from './console/storefront-charges.ts';
export { consoleTierUpgrade } from './console/tier-upgrades.ts';
export { consoleTopUp } from './console/topups.ts';
export { accountEvent, consoleUser, consoleUserDetail, restrictionRecord } from './console/users.ts';
export { consoleWithdrawal } from './console/withdrawals.ts';
export { adBoost, adPackage } from './merchant/ads.ts';
export { banner, bannerLink } from './merchant/banners.ts';
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
} from './merchant/catalogue.ts';
export { CHAT, chatClientId, chatMessage, chatOffice, officeHours } from './merchant/chat.ts';
export { creditMove } from './merchant/credit.ts';
export { feedbackItem, qaEntry } from './merchant/home.ts';
export { INTAKE_KEYS_MAX, intakeKey } from './merchant/intake-keys.ts';
export { INVITATION_STATES, invitation } from './merchant/invitations.ts';
export {
  NOTIFICATION_STATES,
  NOTIFICATION_TARGETS,
  type Notification,
  type NotificationType,
  notification,
  ORDER_NOTIFICATION_TYPES,
} from './merchant/notifications.ts';
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
} from './merchant/orders.ts';
export { identity, shop } from './merchant/shop.ts';
export { gettingStarted, needsYou } from './merchant/store-centre.ts';
export { tier, tierUpgrade } from './merchant/tiers.ts';
export { CHANNEL_KINDS, topUp, topUpChannel } from './merchant/topups.ts';
export {
  FLOW_TYPES,
  flow,
  MAX_RECEIVING_ACCOUNTS,
  payPasswordRefusalData,
  receivingAccount,
  STATEMENT_MAX_DAYS,
  wallet,
} from './merchant/wallet.ts';
export { withdrawal } from './merchant/withdrawals.ts';
export { storefrontComment } from './storefront/comments.ts';
export { featuredItem } from './storefront/featured.ts';
export {
  publicRef,
  shopSlug,
  storefrontItem,
  storefrontItemDetail,
  storefrontShop,
} from './storefront/schemas.ts';
export {
  disabledData,
  lockedOutData,
  loginRefusalData,
  me,
  RESET_PASSWORD_PATH,
  restriction,
  shopSummary,
  wrongPasswordData,
} from './user/auth.ts';
export { liveEvent, STREAM_PATH } from './user/stream.ts';
