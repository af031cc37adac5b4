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
  return isTarget(target.type)
    ? t(`auditLog.targets.${target.type}`, { id: target.id })
    : `${target.type} #${target.id}`;
}

/** What a detail line names ("Payout reference"); a support note names its language. */
export function detailLabel(t: T, name: string): string {
  if (name.startsWith('notes.')) return t('auditLog.detailKeys.note', { lang: name.slice('notes.'.length) });
  if (isFulfilmentDetailKey(name)) return t(`fulfilment.audit.detailKeys.${name}`);
  if (isCatalogueDetailKey(name)) return t(`catalogue.audit.detailKeys.${name}`);
  if (isStatisticsDetailKey(name)) return t(`statistics.audit.detailKeys.${name}`);
  return isDetailKey(name) ? t(`auditLog.detailKeys.${name}`) : name;
}
