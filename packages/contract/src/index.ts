export type { Me } from './calls/auth.ts';
export { calls } from './calls/index.ts';
export * as schemas from './calls/schemas.ts';
export type { SupportContact } from './calls/support-contact.ts';
export * from './define.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './errors/index.ts';
export * from './languages.ts';
export * from './money.ts';

import type { calls } from './calls/index.ts';
export type CallName = keyof typeof calls;
