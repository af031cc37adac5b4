/**
 * Promotions (docs/product.md#promotions): ad packages an operator sells, the boosts
 * merchants buy, and the storefront views per shop and hour a boost's effect is read from.
 * The use cases compose them with the wallet (payment), the orders (orders during a boost)
 * and the storefront (the featured page).
 */
export {
  type BoostRow,
  boostedShopIds,
  consoleBoostPage,
  insertBoost,
  linkBoostPayment,
  runningBoost,
  shopBoosts,
} from './boosts.ts';
export {
  consolePackages,
  insertPackage,
  type PackageFields,
  type PackageOnSale,
  packageNames,
  packageOnSale,
  packagesOnSale,
  updatePackage,
} from './packages.ts';
export { countShopView, HOUR_MS, hourOf, viewsBetween } from './views.ts';
