import type { AuditAction, AuditEntry } from '@shopkeeper/contract';
import type { useT } from '../../../lib/i18n.ts';
import type en from '../../../locales/en.json';

type T = ReturnType<typeof useT>['t'];
type TargetType = keyof typeof en.auditLog.targets;
type DetailKey = keyof typeof en.auditLog.detailKeys;
/** The catalogue's entries are worded in the console's "catalogue" texts. */
type CatalogueAction = keyof typeof en.catalogue.audit.actions;
type CatalogueTarget = keyof typeof en.catalogue.audit.targets;
type CatalogueDetailKey = keyof typeof en.catalogue.audit.detailKeys;
const CATALOGUE_TARGETS: readonly CatalogueTarget[] = ['goods_type', 'goods'];
const CATALOGUE_DETAIL_KEYS: readonly CatalogueDetailKey[] = [
  'productNo',
  'typeId',
  'cost',
  'suggestedPrice',
  'stockStatus',
  'images',
  'texts',
  'names',
  'sortOrder',
  'icon',
];

/**
 * Fulfilment's entries (orders, logistics steps, buyers' storefront payments) are worded in the
 * console's "fulfilment" texts.
 */
type FulfilmentAction = keyof typeof en.fulfilment.audit.actions;
type FulfilmentTarget = keyof typeof en.fulfilment.audit.targets;
type FulfilmentDetailKey = keyof typeof en.fulfilment.audit.detailKeys;
const FULFILMENT_TARGETS: readonly FulfilmentTarget[] = ['order', 'logistics_step'];
const FULFILMENT_DETAIL_KEYS: readonly FulfilmentDetailKey[] = [
  'orderNo',
  'carrier',
  'trackingNo',
  'position',
  'text',
  'refunded',
  'afterMinutes',
  'reference',
  'currency',
];
const isFulfilmentTarget = (type: string): type is FulfilmentTarget =>
  (FULFILMENT_TARGETS as readonly string[]).includes(type);
const isFulfilmentDetailKey = (name: string): name is FulfilmentDetailKey =>
  (FULFILMENT_DETAIL_KEYS as readonly string[]).includes(name);
const isFulfilmentAction = (action: AuditAction): action is FulfilmentAction =>
  action.startsWith('order.') || action.startsWith('logistics.') || action.startsWith('storefront_charge.');

/** The credit rules' entries are worded in the console's "credit" texts. */
type CreditDetailKey = keyof typeof en.credit.audit.detailKeys;
const CREDIT_DETAIL_KEYS: readonly CreditDetailKey[] = ['trigger', 'points', 'enabled'];
const isCreditDetailKey = (name: string): name is CreditDetailKey =>
  (CREDIT_DETAIL_KEYS as readonly string[]).includes(name);
/** Promotions' entries (ad packages) are worded in the console's "ads" texts. */
type AdsAction = keyof typeof en.ads.audit.actions;
type AdsDetailKey = keyof typeof en.ads.audit.detailKeys;
const ADS_DETAIL_KEYS: readonly AdsDetailKey[] = ['price', 'active', 'languages'];
const isAdsAction = (action: AuditAction): action is AdsAction => action.startsWith('ad_package.');
const isAdsDetailKey = (name: string): name is AdsDetailKey =>
  (ADS_DETAIL_KEYS as readonly string[]).includes(name);
/** The banners' entries are worded in the console's "banners" texts. */
type BannerAction = keyof typeof en.banners.audit.actions;
type BannerDetailKey = keyof typeof en.banners.audit.detailKeys;
const BANNER_DETAIL_KEYS: readonly BannerDetailKey[] = [
  'title',
  'image',
  'link',
  'languages',
  'startsAt',
  'endsAt',
  'active',
];
const isBannerDetailKey = (name: string): name is BannerDetailKey =>
  (BANNER_DETAIL_KEYS as readonly string[]).includes(name);
const isBannerAction = (action: AuditAction): action is BannerAction => action.startsWith('banner.');

const TARGET_TYPES: readonly TargetType[] = ['topup', 'withdrawal', 'identity', 'channel', 'user'];
const DETAIL_KEYS: readonly DetailKey[] = [
  'amount',
  'credited',
  'payoutReference',
  'name',
  'kind',
  'address',
  'bank_details',
  'expiresAt',
  'codes',
  'count',
  'email',
  'phone',
  'whatsapp',
  'telegram',
  'hours',
  'minDeposit',
  'minWithdrawal',
  'uploadMaxMb',
  'registrationOpen',
  'inviteCodeValidDays',
];

const isTarget = (type: string): type is TargetType => (TARGET_TYPES as readonly string[]).includes(type);
const isCatalogueTarget = (type: string): type is CatalogueTarget =>
  (CATALOGUE_TARGETS as readonly string[]).includes(type);
const isCatalogueDetailKey = (name: string): name is CatalogueDetailKey =>
  (CATALOGUE_DETAIL_KEYS as readonly string[]).includes(name);
const isCatalogueAction = (action: AuditAction): action is CatalogueAction =>
  action.startsWith('goods.') || action.startsWith('goods_type.');

/** Tier upgrades' entries (and the deposits setting) are worded in the console's "tierUpgrades" texts. */
type TierAction = keyof typeof en.tierUpgrades.audit.actions;
type TierDetailKey = keyof typeof en.tierUpgrades.audit.detailKeys;
const TIER_DETAIL_KEYS: readonly TierDetailKey[] = ['tier', 'held', 'depositByTier', 'goodsLimitByTier'];
const isTierAction = (action: AuditAction): action is TierAction => action.startsWith('tier_upgrade.');
const isTierDetailKey = (name: string): name is TierDetailKey =>
  (TIER_DETAIL_KEYS as readonly string[]).includes(name);
/** The statistics' entries (a day checked again) are worded in the console's "statistics" texts. */
type StatisticsAction = keyof typeof en.statistics.audit.actions;
type StatisticsDetailKey = keyof typeof en.statistics.audit.detailKeys;
const STATISTICS_DETAIL_KEYS: readonly StatisticsDetailKey[] = ['day', 'differences'];
const isStatisticsAction = (action: AuditAction): action is StatisticsAction =>
  action.startsWith('statistics.');
const isStatisticsDetailKey = (name: string): name is StatisticsDetailKey =>
  (STATISTICS_DETAIL_KEYS as readonly string[]).includes(name);

/** What an entry did ("Approved a top-up"), in the reader's words. */
export function actionLabel(t: T, action: AuditAction): string {
  if (isFulfilmentAction(action)) return t(`fulfilment.audit.actions.${action}`);
  if (action === 'credit_rule.update') return t('credit.audit.ruleUpdated');
  if (isAdsAction(action)) return t(`ads.audit.actions.${action}`);
  if (isTierAction(action)) return t(`tierUpgrades.audit.actions.${action}`);
  if (isBannerAction(action)) return t(`banners.audit.actions.${action}`);
  if (isStatisticsAction(action)) return t(`statistics.audit.actions.${action}`);
  return isCatalogueAction(action) ? t(`catalogue.audit.actions.${action}`) : t(`auditLog.actions.${action}`);
}
const isDetailKey = (name: string): name is DetailKey => (DETAIL_KEYS as readonly string[]).includes(name);

/**
 * The record an entry is about, in the reader's words ("Top-up #41"). A type this console does
 * not know yet (a newer server) shows as the server wrote it rather than not at all.
 */
export function targetLabel(t: T, target: NonNullable<AuditEntry['target']>): string {
  if (isFulfilmentTarget(target.type)) return t(`fulfilment.audit.targets.${target.type}`, { id: target.id });
  if (isCatalogueTarget(target.type)) return t(`catalogue.audit.targets.${target.type}`, { id: target.id });
  if (target.type === 'ad_package') return t('ads.audit.targets.ad_package', { id: target.id });
  if (target.type === 'tier_upgrade') return t('tierUpgrades.audit.targets.tier_upgrade', { id: target.id });
  if (target.type === 'banner') return t('banners.audit.targets.banner', { id: target.id });
  return isTarget(target.type)
    ? t(`auditLog.targets.${target.type}`, { id: target.id })
    : `${target.type} #${target.id}`;
}

/** What a detail line names ("Payout reference"); a support note names its language. */
export function detailLabel(t: T, name: string, action?: AuditAction): string {
  // A name several sections use ("active", "languages") is worded by the entry's own section first.
  if (action && isBannerAction(action) && isBannerDetailKey(name))
    return t(`banners.audit.detailKeys.${name}`);
  if (action && isAdsAction(action) && isAdsDetailKey(name)) return t(`ads.audit.detailKeys.${name}`);
  if (name.startsWith('notes.')) return t('auditLog.detailKeys.note', { lang: name.slice('notes.'.length) });
  if (isFulfilmentDetailKey(name)) return t(`fulfilment.audit.detailKeys.${name}`);
  if (isCatalogueDetailKey(name)) return t(`catalogue.audit.detailKeys.${name}`);
  if (isCreditDetailKey(name)) return t(`credit.audit.detailKeys.${name}`);
  if (isAdsDetailKey(name) && !isDetailKey(name)) return t(`ads.audit.detailKeys.${name}`);
  if (isTierDetailKey(name)) return t(`tierUpgrades.audit.detailKeys.${name}`);
  if (isBannerDetailKey(name)) return t(`banners.audit.detailKeys.${name}`);
  if (isStatisticsDetailKey(name)) return t(`statistics.audit.detailKeys.${name}`);
  return isDetailKey(name) ? t(`auditLog.detailKeys.${name}`) : name;
}
