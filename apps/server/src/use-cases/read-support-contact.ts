import type { SupportContact } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { getSetting } from '../modules/settings/service.ts';

/**
 * The platform's support contact, for anyone (no account needed) and for the console. The
 * support-contact module's routes read it here: it is kept among the settings.
 */
export function readSupportContact(db: Executor): Promise<SupportContact> {
  return getSetting(db, 'supportContact');
}
