export type { DisabledData, LockedOutData, Me, WrongPasswordData } from './calls/auth.ts';
export { RESET_PASSWORD_PATH } from './calls/auth.ts';
export type { ConsoleUser } from './calls/console-users.ts';
export { calls } from './calls/index.ts';
export * as schemas from './calls/schemas.ts';
export type { SupportContact } from './calls/support-contact.ts';
export type { PayPasswordRefusalData } from './calls/wallet.ts';
export * from './define.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './errors/index.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './term-drift.ts';
export * from './terms.ts';

import type { calls } from './calls/index.ts';
export type CallName = keyof typeof calls;
