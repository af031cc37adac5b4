/**
 * /transactions (docs/product.md#merchant-app-screens) is the wallet's history screen, also at
 * /wallet/history.
 */
export { Component } from './wallet.history.tsx';
