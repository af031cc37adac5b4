/// <reference types="vite/client" />

declare module 'virtual:shopkeeper-calls' {
  /** Built by vite/call-table.ts from the contract: each call's route, no schemas. */
  const table: import('@shopkeeper/client').CallRoutes<typeof import('@shopkeeper/contract').calls>;
  export default table;
}
