import type {
  ACCOUNT_TYPES,
  AuditAction,
  CreditTrigger,
  FEEDBACK_STATUSES,
  Language,
  OrderStatus,
  QA_CATEGORIES,
  schemas,
  UPLOAD_KINDS,
} from '@shopkeeper/contract';
import type { Generated } from 'kysely';
import type { z } from 'zod';

/**
 * Table types. Times are integer epoch milliseconds and money integer cents on both
 * databases (bigint on PostgreSQL, normalised to number in db/index.ts).
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: unique, so "Alice" and "alice" are one account. */
  username_key: string;
  password_hash: string;
  role: 'merchant' | 'operator';
  lang: string | null;
  pay_password_hash: string | null;
  invited_by: number | null;
  disabled_reason: string | null;
  disabled_at: number | null;
  withdrawal_forbidden_reason: string | null;
  withdrawal_forbidden_at: number | null;
  wallet_frozen_reason: string | null;
  wallet_frozen_at: number | null;
  created_at: number;
  /** The operator who set each restriction (0002). */
  disabled_by: number | null;
  withdrawal_forbidden_by: number | null;
  wallet_frozen_by: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  address: string | null;
  user_agent: string | null;
}

/**
 * An attempt a limit counts (0011; accounts/attempt-counter.ts): written before it is judged,
 * kept when it failed. Keys: 'pair:<username_key>|<ip>', 'user:<username_key>', 'addr:<ip>'
 * for sign-in, 'pin:<user id>' for transaction-PIN tries.
 */
export interface AttemptsTable {
  id: Generated<number>;
  key: string;
  at: number;
  /** Null while the attempt is being judged; set when it was judged a failure. */
  failed_at: number | null;
}

export interface InviteCodesTable {
  id: Generated<number>;
  code: string;
  /** Who made it: a merchant inviting a friend, or null for the platform. */
  created_by: number | null;
  /** The friend's username the invitation was made for, when a merchant made it. */
  invitee_username: string | null;
  created_at: number;
  expires_at: number | null;
  used_by: number | null;
  used_at: number | null;
}

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
}

export interface ShopsTable {
  id: Generated<number>;
  user_id: number;
  slug: string;
  name: string;
  logo: string | null;
  address: string | null;
  phone_no: string | null;
  id_no: string | null;
  id_photo: string | null;
  identity_picture: string | null;
  tier: 'standard' | 'merchant' | 'partner' | 'agent';
  credit: number;
  created_at: number;
  /** Set while an order of the shop is unpaid past 48 h: the storefront takes no orders. */
  storefront_closed_at: number | null;
  /** Set while the owner's account is disabled: the storefront and order intake are closed. */
  suspended_at: number | null;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** 0 for the platform's own accounts. */
  user_id: number;
  kind: string;
  balance_cents: number;
  created_at: number;
}

/** One balanced movement of money (0003): its entries sum to zero. */
export interface LedgerTransactionsTable {
  id: Generated<number>;
  /** A flow type (contract FLOW_TYPES). */
  kind: string;
  status: 'pending' | 'approved' | 'rejected';
  cause_type: string | null;
  cause_id: number | null;
  memo: string;
  created_at: number;
}

/** One account's side of a ledger transaction; signed cents, positive raises the balance. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount_cents: number;
  created_at: number;
}

/** The first answer to a money-moving call, per user and Idempotency-Key (0003). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  response: string;
  created_at: number;
}

/** Operators' changes to an account, and the merchant's use of a reset link (0002). */
export interface AccountEventsTable {
  id: Generated<number>;
  user_id: number;
  /** The contract's list (the console shows each kind), so the two cannot drift apart. */
  kind: z.infer<typeof schemas.accountEvent>['kind'];
  reason: string | null;
  actor_id: number | null;
  at: number;
}

/** One-time password reset links (0002); only the token's SHA-256 is stored. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_by: number;
  created_at: number;
  expires_at: number;
  spent_at: number | null;
}

/** Uploaded files (0004); the bytes are in file storage under `path`. */
export interface UploadsTable {
  id: Generated<number>;
  path: string;
  kind: (typeof UPLOAD_KINDS)[number];
  owner_id: number;
  content_type: string;
  size_bytes: number;
  created_at: number;
  /**
   * When a call's transaction took the file as its own (0012). Null while the call that stored
   * it may still fail; left null for a day, the upload is deleted (decision 015).
   */
  claimed_at: number | null;
}

/** Where merchants pay top-ups from outside (0005). */
export interface TopupChannelsTable {
  id: Generated<number>;
  kind: (typeof schemas.CHANNEL_KINDS)[number];
  name: string;
  address: string | null;
  bank_details: string | null;
  /** Null while offered to merchants. */
  disabled_at: number | null;
  created_at: number;
}

/** A merchant's top-up awaiting, or after, an operator's review (0005). */
export interface TopupsTable {
  id: Generated<number>;
  user_id: number;
  channel_id: number;
  amount_cents: number;
  tx_hash: string;
  proof_path: string;
  status: 'pending' | 'approved' | 'rejected';
  credited_cents: number | null;
  reason: string | null;
  reviewer_id: number | null;
  created_at: number;
  reviewed_at: number | null;
}

/** One operator action (0007); `detail` is a JSON object of short strings. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  action: AuditAction;
  target_type: string | null;
  target_id: number | null;
  user_id: number | null;
  reason: string | null;
  detail: string;
  at: number;
}

/** An identity submission (0008); `open_user_id` is the user's id while in review or verified. */
export interface IdentitySubmissionsTable {
  id: Generated<number>;
  user_id: number;
  real_name: string;
  id_no: string;
  front_photo: string;
  back_photo: string;
  qualification_photo: string | null;
  status: 'in_review' | 'verified' | 'rejected';
  open_user_id: number | null;
  reason: string | null;
  reviewer_id: number | null;
  created_at: number;
  reviewed_at: number | null;
}

/** A bank card or crypto wallet a merchant withdraws to (0009); `slot` 1–5 while live. */
export interface ReceivingAccountsTable {
  id: Generated<number>;
  user_id: number;
  type: (typeof ACCOUNT_TYPES)[number];
  account_name: string | null;
  bank_name: string | null;
  card_number: string | null;
  branch_number: string | null;
  wallet_address: string | null;
  wallet_note: string | null;
  slot: number | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** A withdrawal (0010), with a copy of the receiving account as it was when asked. */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount_cents: number;
  status: 'pending' | 'approved' | 'rejected';
  account_id: number;
  account_type: (typeof ACCOUNT_TYPES)[number];
  account_name: string | null;
  bank_name: string | null;
  card_number: string | null;
  branch_number: string | null;
  wallet_address: string | null;
  wallet_note: string | null;
  account_created_at: number;
  ledger_transaction_id: number | null;
  reason: string | null;
  payout_reference: string | null;
  reviewer_id: number | null;
  created_at: number;
  reviewed_at: number | null;
}

/** A merchant's request to move up a tier (0029), its deposit held until an operator decides. */
export interface TierUpgradesTable {
  id: Generated<number>;
  user_id: number;
  from_tier: ShopsTable['tier'];
  to_tier: ShopsTable['tier'];
  /** What the request moved to the held deposit; 0 when nothing more was due. */
  held_cents: number;
  status: 'pending' | 'approved' | 'rejected';
  /** The pending ledger transaction that held it; null when it held nothing. */
  ledger_transaction_id: number | null;
  reason: string | null;
  reviewer_id: number | null;
  created_at: number;
  reviewed_at: number | null;
}

/** The platform warehouse catalogue (0013). */
export interface GoodsTypesTable {
  id: Generated<number>;
  sort_order: number;
  /** An icon name the apps know; null shows a generic one. */
  icon: string | null;
  created_at: number;
}

export interface GoodsTypeNamesTable {
  type_id: number;
  lang: string;
  name: string;
}

export interface GoodsTable {
  id: Generated<number>;
  product_no: string;
  type_id: number;
  cost_cents: number;
  suggested_price_cents: number;
  stock_status: 'in_stock' | 'out_of_stock';
  /** JSON array of upload paths. */
  images: string;
  created_at: number;
}

export interface GoodsTextsTable {
  goods_id: number;
  lang: string;
  name: string;
  /** `name` lower-cased by the server, for case-insensitive search on both databases. */
  name_key: string;
  description: string;
}

/** A merchant's showcase item: warehouse goods listed (or unlisted) at the merchant's price. */
export interface ShowcaseItemsTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  price_cents: number;
  status: 'listed' | 'unlisted';
  clicks: number;
  created_at: number;
  /** Units ordered by buyers (0016): the storefront lists by it. */
  sales: Generated<number>;
}

/** Per merchant, how many items are listed: the row a listing claims a place on. */
export interface ShowcaseCountersTable {
  user_id: number;
  listed_count: number;
}

/** Per merchant and UTC day, how many items were deleted: the row a deletion claims on. */
/** Invitations a merchant made on a UTC day (0033): the daily limit's claim. */
export interface InviteDaysTable {
  user_id: number;
  day: string;
  invited_count: number;
}

export interface ShowcaseDeletionsTable {
  user_id: number;
  day: string;
  deleted_count: number;
}

/** A buyer's order (0015); prices and costs are the ones of the moment it was placed. */
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  public_ref: string;
  user_id: number;
  showcase_item_id: number;
  goods_id: number;
  source: 'storefront' | 'intake';
  status: OrderStatus;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  cost_cents: number;
  buyer_name: string;
  buyer_phone: string;
  buyer_address: string;
  buyer_lang: string;
  payment_reference: string;
  created_at: number;
  status_changed_at: number;
  due_at: number | null;
  warned_at: number | null;
  paid_at: number | null;
  accepted_at: number | null;
  settle_after: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  cancel_reason: 'unpaid_timeout' | 'operator' | 'out_of_stock' | null;
  carrier: string | null;
  tracking_no: string | null;
  pay_transaction_id: number | null;
  refund_transaction_id: number | null;
  settle_transaction_id: number | null;
  /** The buyer's refund once cancelled (0020): null when not ours to make (intake, or not cancelled). */
  buyer_refund: BuyerRefund | null;
  buyer_refund_tries: number;
  /** When the next try is due (pending only). */
  buyer_refund_due_at: number | null;
  buyer_refunded_at: number | null;
  /** The operator's words when they cancelled it. */
  cancel_note: string | null;
}

export type BuyerRefund = 'pending' | 'refunded' | 'failed';

/** One move of an order through the state machine, with its time and actor. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  move: string;
  from_status: OrderStatus;
  to_status: OrderStatus;
  actor: 'merchant' | 'buyer' | 'operator' | 'system';
  actor_id: number | null;
  at: number;
}

/** How many orders a merchant has in a status (kept by moveOrder and createBuyerOrder). */
export interface OrderStatusCountsTable {
  user_id: number;
  status: OrderStatus;
  n: number;
}

/** A configured logistics step; the sandbox carrier reaches it `after_minutes` after the previous one. */
export interface LogisticsStepsTable {
  id: Generated<number>;
  position: number;
  after_minutes: number;
}

export interface LogisticsStepTextsTable {
  step_id: number;
  lang: string;
  text: string;
}

/** A step an order reached; `note` is an operator's own text for a corrected step. */
export interface OrderTrackingTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  step_id: number | null;
  note: string | null;
  at: number;
}

/** When a storefront place was last counted for an address (0016): once per hour. */
export interface StorefrontViewsTable {
  key: string;
  hour: number;
}

/** A shop's storefront visitors and item clicks per UTC day (0016). */
export interface StorefrontDailyTable {
  user_id: number;
  day: string;
  visitors: Generated<number>;
  clicks: Generated<number>;
}

/** A buyer's write (an order, a receipt), per hashed address, for the rate limits (0016). */
export interface StorefrontRequestsTable {
  id: Generated<number>;
  key: string;
  at: number;
}

/** A buyer's storefront payment, recorded before the provider charges it (0021, decision 022). */
export interface StorefrontChargesTable {
  /** Ours, sent to the provider with the charge, so a lost answer can be looked up. */
  reference: string;
  /** The buyer's Idempotency-Key while it may be answered; null once the attempt failed. */
  idempotency_key: string | null;
  request_hash: string;
  shop_user_id: number;
  amount_cents: number;
  currency: string;
  state: StorefrontChargeState;
  /** The provider's reference of the charge, once known. */
  provider_reference: string | null;
  order_id: number | null;
  /** Recovery or refund tries so far. */
  tries: number;
  /** When the jobs next look at it; null once it is settled. */
  due_at: number | null;
  created_at: number;
  updated_at: number;
}

export type StorefrontChargeState =
  | 'charging'
  | 'ordered'
  | 'refund_pending'
  | 'refunded'
  | 'refund_failed'
  | 'not_charged';

/** A shop's order-intake key (0017): only its hash; revoked keys stay for the record. */
export interface IntakeKeysTable {
  id: Generated<number>;
  user_id: number;
  key_hash: string;
  prefix: string;
  label: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/**
 * A buyer's review or a merchant's comment or reply on an order (0018); `user_id` and
 * `goods_id` are the order's, copied.
 */
export interface OrderCommentsTable {
  id: Generated<number>;
  order_id: number;
  parent_id: number | null;
  user_id: number;
  goods_id: number;
  author: 'buyer' | 'merchant';
  text: string;
  signature: string;
  rating: number | null;
  /** The order id on a buyer's review (unique: one per order), null otherwise. */
  review_of: number | null;
  created_at: number;
}

/** A store-centre banner (0031), managed in the console. */
export interface BannersTable {
  id: Generated<number>;
  title: string;
  image: string;
  link: string | null;
  sort_order: number;
  /** JSON array of language codes; empty: every language. */
  languages: string;
  starts_at: number | null;
  ends_at: number | null;
  /** 1 shown, 0 hidden. */
  active: number;
  created_at: number;
  updated_at: number;
}

/** A merchant's feedback (0038) and the operator's reply. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** JSON array of upload paths (kind feedback). */
  images: string;
  status: FeedbackStatus;
  reply: string | null;
  replied_by: number | null;
  replied_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A help-centre article (0039); its texts per language are in help_article_texts. */
export interface HelpArticlesTable {
  id: Generated<number>;
  category: QaCategory;
  created_at: number;
  updated_at: number;
}

export interface HelpArticleTextsTable {
  article_id: number;
  lang: Language;
  title: string;
  /** Sanitised HTML. */
  body: string;
  /** The body's text without tags, for the list's summary. */
  plain: string;
  /** Title and plain text, lower-cased: what a search matches. */
  search: string;
}

type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
type QaCategory = (typeof QA_CATEGORIES)[number];

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  attempts: AttemptsTable;
  invite_codes: InviteCodesTable;
  settings: SettingsTable;
  shops: ShopsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  account_events: AccountEventsTable;
  password_resets: PasswordResetsTable;
  uploads: UploadsTable;
  topup_channels: TopupChannelsTable;
  topups: TopupsTable;
  audit_log: AuditLogTable;
  identity_submissions: IdentitySubmissionsTable;
  receiving_accounts: ReceivingAccountsTable;
  withdrawals: WithdrawalsTable;
  tier_upgrades: TierUpgradesTable;
  goods_types: GoodsTypesTable;
  goods_type_names: GoodsTypeNamesTable;
  goods: GoodsTable;
  goods_texts: GoodsTextsTable;
  showcase_items: ShowcaseItemsTable;
  showcase_counters: ShowcaseCountersTable;
  showcase_deletions: ShowcaseDeletionsTable;
  invite_days: InviteDaysTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  order_status_counts: OrderStatusCountsTable;
  logistics_steps: LogisticsStepsTable;
  logistics_step_texts: LogisticsStepTextsTable;
  order_tracking: OrderTrackingTable;
  intake_keys: IntakeKeysTable;
  storefront_views: StorefrontViewsTable;
  storefront_daily: StorefrontDailyTable;
  storefront_requests: StorefrontRequestsTable;
  storefront_charges: StorefrontChargesTable;
  order_comments: OrderCommentsTable;
  events: EventsTable;
  event_listeners: EventListenersTable;
  credit_rules: CreditRulesTable;
  credit_moves: CreditMovesTable;
  ad_packages: AdPackagesTable;
  ad_package_texts: AdPackageTextsTable;
  ad_boosts: AdBoostsTable;
  ad_shop_views: AdShopViewsTable;
  banners: BannersTable;
  feedback_items: FeedbackTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  push_outbox: PushOutboxTable;
  help_articles: HelpArticlesTable;
  help_article_texts: HelpArticleTextsTable;
  shop_daily_stats: ShopDailyStatsTable;
  shop_stats: ShopStatsTable;
  statistics_checks: StatisticsChecksTable;
  notifications: NotificationsTable;
  notify_broadcasts: NotifyBroadcastsTable;
  notify_broadcast_texts: NotifyBroadcastTextsTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  canned_replies: CannedRepliesTable;
  stream_tickets: StreamTicketsTable;
}

/** A merchant's notification (0036): its kind and parameters (JSON), made from one event. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  params: string;
  event_id: number;
  collapse_key: string | null;
  broadcast_id: number | null;
  created_at: number;
  seen_at: number | null;
  read_at: number | null;
}

/** This install's VAPID key pair (0040), one row. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: number;
}

/** A device's push subscription (0040). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  created_at: number;
  updated_at: number;
}

/** The kinds a merchant wants pushed (0040), a JSON array; no row means all. */
export interface PushPreferencesTable {
  user_id: number;
  kinds: string;
  updated_at: number;
}

/** A push still to send (0040). */
export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  event_id: number;
  payload: string;
  tries: Generated<number>;
  next_at: number;
  created_at: number;
}

/** An operator's broadcast (0037): to every merchant (tier null) or one tier's. */
export interface NotifyBroadcastsTable {
  id: Generated<number>;
  tier: ShopsTable['tier'] | null;
  created_by: number;
  created_at: number;
}

/** A broadcast's title and body in one language (0037). */
export interface NotifyBroadcastTextsTable {
  broadcast_id: number;
  lang: string;
  title: string;
  body: string;
}

/** A rule that moves shops' credit scores (0028), one per trigger, set by the operator. */
export interface CreditRulesTable {
  trigger: CreditTrigger;
  points: number;
  /** 1 on, 0 off. */
  enabled: number;
  updated_at: number | null;
  updated_by: number | null;
}

/** One move of a shop's credit score by a rule (0028); unique per (trigger, order). */
export interface CreditMovesTable {
  id: Generated<number>;
  user_id: number;
  trigger: CreditTrigger;
  order_id: number;
  rule_points: number;
  points: number;
  score_after: number;
  event_id: number;
  at: number;
}

/** An ad package on sale (0030); `active` is 1 or 0. */
export interface AdPackagesTable {
  id: Generated<number>;
  price_cents: number;
  hours: number;
  active: number;
  sort_order: number;
  created_at: number;
  updated_at: number;
}

/** An ad package's name and description in one language (0030). */
export interface AdPackageTextsTable {
  package_id: number;
  lang: string;
  name: string;
  description: string;
}

/** A boost a merchant bought (0030): the package's price and hours copied, and the ledger transaction that paid it. */
export interface AdBoostsTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  price_cents: number;
  hours: number;
  starts_at: number;
  ends_at: number;
  /** The ledger transaction that paid it; written with the boost, in its transaction. */
  transaction_id: number | null;
  created_at: number;
}

/** Storefront views of a shop in one hour (0030; hour = epoch ms / 3,600,000, floored). */
export interface AdShopViewsTable {
  user_id: number;
  hour: number;
  views: number;
}

/** What happened (0022), recorded by a use case in the change's own transaction. */
export interface EventsTable {
  id: Generated<number>;
  type: string;
  /** The merchant the event concerns, when there is one. */
  user_id: number | null;
  /** JSON, shaped by the event's type (modules/events/catalogue.ts). */
  data: string;
  at: number;
  /** PostgreSQL: the writing transaction's id, for delivery in commit-safe order (0025); 0 on SQLite. */
  tx: Generated<number>;
}

/** Each event listener's position (0025): the last event it finished, and its retry after a failure. */
export interface EventListenersTable {
  name: string;
  last_tx: number;
  last_event_id: number;
  /** Failures in a row at the event after the position; 0 once it is handled. */
  failures: Generated<number>;
  /** Not before this time (epoch ms) after a failure. */
  retry_at: number | null;
  last_error: string | null;
  updated_at: number;
}

/**
 * A shop's order figures for one UTC day (0027, docs/decisions/025-statistics.md): kept in
 * each order move's own transaction; each order counts on the days of its own life.
 */
export interface ShopDailyStatsTable {
  user_id: number;
  day: string;
  /** Orders placed that day and not cancelled since. */
  order_count: number;
  /** Their selling price. */
  sales_cents: number;
  /** The cost of orders paid that day and not cancelled since. */
  cost_cents: number;
  /** Selling price less cost of orders settled that day. */
  profit_cents: number;
  /** Selling price less cost of orders paid that day and neither settled nor cancelled yet. */
  expected_profit_cents: number;
  updated_at: number;
}

/** A shop's running expected profit (0027): every paid order not yet settled or cancelled. */
export interface ShopStatsTable {
  user_id: number;
  expected_profit_cents: number;
  updated_at: number;
}

/** One day the nightly recompute checked (0027): claimed by the first server, with what it found. */
export interface StatisticsChecksTable {
  day: string;
  started_at: number;
  finished_at: number | null;
  shops: Generated<number>;
  differences: Generated<number>;
  /** JSON list of the differences found and fixed. */
  details: Generated<string>;
  error: string | null;
}

/**
 * Which server module owns each table. Only the owner's files name it; other modules use
 * the owner's service functions (test/module-boundaries.test.ts checks). A new table does
 * not type-check until it has an owner here.
 */
export const TABLE_OWNERS = {
  users: 'accounts',
  sessions: 'accounts',
  attempts: 'accounts',
  invite_codes: 'accounts',
  account_events: 'accounts',
  password_resets: 'accounts',
  settings: 'settings',
  shops: 'shops',
  ledger_accounts: 'wallet',
  ledger_transactions: 'wallet',
  ledger_entries: 'wallet',
  idempotency_keys: 'wallet',
  uploads: 'uploads',
  topup_channels: 'topups',
  topups: 'topups',
  audit_log: 'audit',
  identity_submissions: 'identity',
  receiving_accounts: 'receiving-accounts',
  withdrawals: 'withdrawals',
  tier_upgrades: 'tiers',
  goods_types: 'catalogue',
  goods_type_names: 'catalogue',
  goods: 'catalogue',
  goods_texts: 'catalogue',
  showcase_items: 'showcase',
  showcase_counters: 'showcase',
  showcase_deletions: 'showcase',
  invite_days: 'accounts',
  orders: 'orders',
  order_events: 'orders',
  order_status_counts: 'orders',
  logistics_steps: 'orders',
  logistics_step_texts: 'orders',
  order_tracking: 'orders',
  intake_keys: 'intake',
  storefront_views: 'storefront',
  storefront_daily: 'storefront',
  storefront_requests: 'storefront',
  storefront_charges: 'storefront',
  order_comments: 'order-comments',
  events: 'events',
  event_listeners: 'events',
  credit_rules: 'credit',
  credit_moves: 'credit',
  ad_packages: 'ads',
  ad_package_texts: 'ads',
  ad_boosts: 'ads',
  ad_shop_views: 'ads',
  banners: 'banners',
  feedback_items: 'feedback',
  push_keys: 'push',
  push_subscriptions: 'push',
  push_preferences: 'push',
  push_outbox: 'push',
  help_articles: 'help',
  help_article_texts: 'help',
  shop_daily_stats: 'statistics',
  shop_stats: 'statistics',
  statistics_checks: 'statistics',
  notifications: 'notifications',
  notify_broadcasts: 'notifications',
  notify_broadcast_texts: 'notifications',
  conversations: 'chat',
  chat_messages: 'chat',
  canned_replies: 'chat',
  stream_tickets: 'live',
} as const satisfies Record<keyof Database, string>;

/** A merchant's customer-service conversation (0034); one per merchant. */
export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  state: 'open' | 'closed';
  assignee_id: number | null;
  /** The last message's seq; 0 before the first. */
  last_seq: number;
  merchant_read_seq: number;
  operator_read_seq: number;
  /** The merchant's first message after the team's last reply; null when nothing waits. */
  waiting_since: number | null;
  last_message_at: number | null;
  created_at: number;
}

/** A message of a conversation (0034): seq 1, 2, 3… per conversation; exactly one of text and image. */
export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  sender_role: 'merchant' | 'operator' | 'system';
  sender_id: number | null;
  client_id: string | null;
  text: string | null;
  image: string | null;
  at: number;
}

/** A reply the team keeps ready (0034). */
export interface CannedRepliesTable {
  id: Generated<number>;
  title: string;
  text: string;
  updated_by: number | null;
  updated_at: number;
}

/** A single-use ticket opening the live stream (0035), stored by its hash. */
export interface StreamTicketsTable {
  ticket_hash: string;
  user_id: number;
  role: 'merchant' | 'operator';
  session_id: number;
  expires_at: number;
}
