/**
 * Every call of the API. Keys are the names clients and the server use; the definitions are
 * the single source of path, method, auth and schemas.
 *
 * Call files are grouped by audience, then resource: `calls/<audience>/<resource>.ts`, the
 * audience read from the call's path and auth (calls.test.ts holds each file to it):
 * - `merchant/`: the merchant app's `/v1/…` calls (auth merchant);
 * - `console/`: the operator console's `/console/v1/…` calls (auth operator);
 * - `storefront/`: a buyer's `/storefront/v1/…` calls (no token);
 * - `intake/`: an external storefront's `/intake/v1/…` calls (the shop's intake key);
 * - `user/`: calls of anyone signed in, merchant or operator, or signing in (auth user or none).
 * A schema lives beside the calls that first use it and other files import it from there;
 * field types shared by all are in common.ts, and schemas.ts gathers what clients render.
 */

import { type CallDefinition, isCallDefinition } from '../define.ts';
import * as consoleAds from './console/ads.ts';
import * as consoleAudit from './console/audit.ts';
import * as consoleBanners from './console/banners.ts';
import * as consoleCatalogue from './console/catalogue.ts';
import * as consoleChat from './console/chat.ts';
import * as consoleCredit from './console/credit.ts';
import * as consoleDashboard from './console/dashboard.ts';
import * as consoleFeedback from './console/feedback.ts';
import * as consoleIdentity from './console/identity.ts';
import * as consoleInvites from './console/invites.ts';
import * as consoleNotifications from './console/notifications.ts';
import * as consoleOrders from './console/orders.ts';
import * as consoleQa from './console/qa.ts';
import * as consoleSettings from './console/settings.ts';
import * as consoleStatistics from './console/statistics.ts';
import * as consoleStorefrontCharges from './console/storefront-charges.ts';
import * as consoleSupportContact from './console/support-contact.ts';
import * as consoleTierUpgrades from './console/tier-upgrades.ts';
import * as consoleTopups from './console/topups.ts';
import * as consoleUsers from './console/users.ts';
import * as consoleWithdrawals from './console/withdrawals.ts';
import * as intakeOrders from './intake/orders.ts';
import * as merchantAds from './merchant/ads.ts';
import * as merchantBanners from './merchant/banners.ts';
import * as merchantCatalogue from './merchant/catalogue.ts';
import * as merchantChat from './merchant/chat.ts';
import * as merchantCredit from './merchant/credit.ts';
import * as merchantHome from './merchant/home.ts';
import * as merchantIntakeKeys from './merchant/intake-keys.ts';
import * as merchantInvitations from './merchant/invitations.ts';
import * as merchantNotifications from './merchant/notifications.ts';
import * as merchantOrders from './merchant/orders.ts';
import * as merchantPush from './merchant/push.ts';
import * as merchantShop from './merchant/shop.ts';
import * as merchantStoreCentre from './merchant/store-centre.ts';
import * as merchantTiers from './merchant/tiers.ts';
import * as merchantTopups from './merchant/topups.ts';
import * as merchantWallet from './merchant/wallet.ts';
import * as merchantWithdrawals from './merchant/withdrawals.ts';
import * as storefrontComments from './storefront/comments.ts';
import * as storefrontFeatured from './storefront/featured.ts';
import * as storefrontOrders from './storefront/orders.ts';
import * as storefrontShop from './storefront/shop.ts';
import * as userAuth from './user/auth.ts';
import * as userStream from './user/stream.ts';
import * as userSupportContact from './user/support-contact.ts';
import * as userUploads from './user/uploads.ts';

/** The calls a call file exports, without the schemas and constants declared beside them. */
type CallsOf<File> = { [Name in keyof File as File[Name] extends CallDefinition ? Name : never]: File[Name] };

function callsOf<File extends object>(file: File): CallsOf<File> {
  return Object.fromEntries(
    Object.entries(file).filter(([, value]) => isCallDefinition(value)),
  ) as CallsOf<File>;
}

export const calls = {
  ...callsOf(userAuth),
  ...callsOf(userStream),
  ...callsOf(userSupportContact),
  ...callsOf(userUploads),
  ...callsOf(merchantAds),
  ...callsOf(merchantBanners),
  ...callsOf(merchantCatalogue),
  ...callsOf(merchantChat),
  ...callsOf(merchantCredit),
  ...callsOf(merchantHome),
  ...callsOf(merchantIntakeKeys),
  ...callsOf(merchantOrders),
  ...callsOf(merchantShop),
  ...callsOf(merchantStoreCentre),
  ...callsOf(merchantNotifications),
  ...callsOf(merchantPush),
  ...callsOf(merchantInvitations),
  ...callsOf(merchantTiers),
  ...callsOf(merchantTopups),
  ...callsOf(merchantWallet),
  ...callsOf(merchantWithdrawals),
  ...callsOf(consoleAds),
  ...callsOf(consoleAudit),
  ...callsOf(consoleBanners),
  ...callsOf(consoleCatalogue),
  ...callsOf(consoleChat),
  ...callsOf(consoleCredit),
  ...callsOf(consoleDashboard),
  ...callsOf(consoleFeedback),
  ...callsOf(consoleIdentity),
  ...callsOf(consoleInvites),
  ...callsOf(consoleNotifications),
  ...callsOf(consoleOrders),
  ...callsOf(consoleQa),
  ...callsOf(consoleSettings),
  ...callsOf(consoleStatistics),
  ...callsOf(consoleStorefrontCharges),
  ...callsOf(consoleSupportContact),
  ...callsOf(consoleTierUpgrades),
  ...callsOf(consoleTopups),
  ...callsOf(consoleUsers),
  ...callsOf(consoleWithdrawals),
  ...callsOf(storefrontComments),
  ...callsOf(storefrontFeatured),
  ...callsOf(storefrontOrders),
  ...callsOf(storefrontShop),
  ...callsOf(intakeOrders),
} as const;
