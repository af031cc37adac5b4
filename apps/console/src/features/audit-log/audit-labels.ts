import type { AuditEntry } from '@shopkeeper/contract';
import type { useT } from '../../lib/i18n.ts';
import type en from '../../locales/en.json';

type T = ReturnType<typeof useT>['t'];
type TargetType = keyof typeof en.auditLog.targets;
type DetailKey = keyof typeof en.auditLog.detailKeys;

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
const isDetailKey = (name: string): name is DetailKey => (DETAIL_KEYS as readonly string[]).includes(name);

/**
 * The record an entry is about, in the reader's words ("Top-up #41"). A type this console does
 * not know yet (a newer server) shows as the server wrote it rather than not at all.
 */
export function targetLabel(t: T, target: NonNullable<AuditEntry['target']>): string {
  return isTarget(target.type)
    ? t(`auditLog.targets.${target.type}`, { id: target.id })
    : `${target.type} #${target.id}`;
}

/** What a detail line names ("Payout reference"); a support note names its language. */
export function detailLabel(t: T, name: string): string {
  if (name.startsWith('notes.')) return t('auditLog.detailKeys.note', { lang: name.slice('notes.'.length) });
  return isDetailKey(name) ? t(`auditLog.detailKeys.${name}`) : name;
}
