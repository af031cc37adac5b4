/// <reference types="vite/client" />

declare module 'virtual:shopkeeper-calls' {
  type Calls = typeof import('@shopkeeper/contract').calls;
  /**
   * The calls a merchant makes: every call but the operator's (the console's) and the
   * order-intake API's (external storefronts', with a shop key).
   */
  type MerchantCalls = {
    [Name in keyof Calls as Calls[Name]['auth'] extends 'operator' | 'shopKey' ? never : Name]: Calls[Name];
  };
  /** Built by vite/call-table.ts from the contract: each merchant call's route, no schemas. */
  const table: import('@shopkeeper/client').CallRoutes<MerchantCalls>;
  export default table;
}
