import table from 'virtual:shopkeeper-calls';
import type { calls as contractCalls } from '@shopkeeper/contract';

/**
 * The contract's calls, as the app uses them. At run time each is only its path, method,
 * auth and file parts (see vite/call-table.ts); the types are the contract's own, so inputs
 * and outputs stay checked against the schemas at compile time.
 */
export const calls = table as unknown as typeof contractCalls;
