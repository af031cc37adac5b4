/** /transactions (spec §2) is the wallet's history screen, also at /wallet/history. */
export { Component } from './wallet.history.tsx';
