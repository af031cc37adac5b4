/**
 * Every call of the API. Keys are the names clients and the server use; the definitions are
 * the single source of path, method, auth and schemas.
 */
import { getMe, inviteCode, login, logout, resetPassword, updateLang, updatePassword } from './auth.ts';
import { goodsList, goodsTypeList, showcaseAdd, showcaseDel, showcaseList } from './catalogue.ts';
import { homeFeedback, homeQa, homeQaDetail, homeStat, homeStatLine } from './home.ts';
import {
  orderCommentAdd,
  orderCommentList,
  orderList,
  orderLogistics,
  orderPay,
  orderPayAmount,
} from './orders.ts';
import {
  adList,
  adPay,
  perIdentUpload,
  perInfo,
  shopInfo,
  shopType,
  shopUpgrade,
  storeInfo,
  upload,
} from './shop.ts';
import { inviteAdd, inviteList, notifyCheck, notifyList, notifyRead, swipeAdList } from './support.ts';
import {
  consoleSupportContactGet,
  consoleSupportContactUpdate,
  getSupportContact,
} from './support-contact.ts';
import {
  bankAdd,
  bankDel,
  bankEdit,
  bankList,
  orderChannelPay,
  payChannel,
  updatePayPassword,
  userWallet,
  userWalletFlow,
  withdrawAdd,
} from './wallet.ts';

export const calls = {
  login,
  inviteCode,
  getMe,
  logout,
  updatePassword,
  updateLang,
  resetPassword,
  showcaseList,
  showcaseAdd,
  showcaseDel,
  goodsTypeList,
  goodsList,
  homeStat,
  homeStatLine,
  homeQa,
  homeQaDetail,
  homeFeedback,
  userWallet,
  userWalletFlow,
  notifyCheck,
  notifyRead,
  notifyList,
  bankList,
  bankAdd,
  bankEdit,
  bankDel,
  withdrawAdd,
  inviteList,
  inviteAdd,
  updatePayPassword,
  orderList,
  orderLogistics,
  orderPay,
  adList,
  adPay,
  perInfo,
  perIdentUpload,
  orderChannelPay,
  payChannel,
  shopType,
  orderPayAmount,
  shopUpgrade,
  upload,
  storeInfo,
  swipeAdList,
  orderCommentList,
  orderCommentAdd,
  shopInfo,
  getSupportContact,
  consoleSupportContactGet,
  consoleSupportContactUpdate,
} as const;
