/**
 * Every limit and pattern a person meets (docs/defaults.md#limits), in one module without zod, so the
 * contract's schemas and both apps' forms read the same numbers. A limit the operator can
 * change (minimum deposit, upload size) is its default here; the server's settings start
 * from it.
 */

/** Usernames: 3–32 of A–Z a–z 0–9 _ . - */
export const USERNAME = { min: 3, max: 32, pattern: /^[A-Za-z0-9_.-]+$/ } as const;

/** Passwords: 8–64 characters; whether one is too common is the server's check. */
export const PASSWORD = { min: 8, max: 64 } as const;

/**
 * What the sign-in form accepts: longer than a new username or password may be, so an old
 * account is still refused by the server with "wrong username or password", not by a form.
 */
export const SIGN_IN = { usernameMax: 64, passwordMax: 128 } as const;

/**
 * A buyer's order on the storefront: quantity 1–99, and short texts so one request
 * cannot store a novel. The phone allows digits, spaces and + - ( ) only.
 */
export const BUYER_ORDER = {
  quantity: { min: 1, max: 99 },
  name: 64,
  phone: 32,
  address: 200,
  phonePattern: /^\+?[0-9 ()-]{3,32}$/,
} as const;

/** The transaction PIN: six digits. */
export const PIN = { length: 6, pattern: /^\d{6}$/ } as const;

/**
 * Feedback: 5–300 characters as a person counts them (441 otherwise): graphemes, so five
 * Chinese characters are five and an emoji family is one; up to 3 pictures; an operator's
 * reply up to 1000.
 */
export const FEEDBACK = { min: 5, max: 300, images: 3, reply: 1000 } as const;

/** Help articles: a title, a search text, and formatted text (HTML, sanitised) per language. */
export const QA_ARTICLE = { title: 120, body: 20_000, search: 100 } as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a person counts them: user-perceived characters (grapheme clusters). */
export function graphemeCount(value: string): number {
  let count = 0;
  for (const _ of graphemes.segment(value)) count++;
  return count;
}

/**
 * A money amount as a person types it and the API accepts it: positive, at most eleven
 * whole digits and two decimals ("1234.5", "0.01"; not "0", "1e3" or "1.234").
 */
export const AMOUNT = {
  pattern: /^(?!0+(\.0{1,2})?$)\d{1,11}(\.\d{1,2})?$/,
  maxLength: 16,
  /** Defaults of the operator's settings, as wire amounts. */
  minDepositDefault: '10.00',
  minWithdrawalDefault: '10.00',
} as const;

/** Receiving accounts (bank cards and crypto wallets) per merchant (444 past it). */
export const WITHDRAWAL_ACCOUNTS_MAX = 5;

/** Uploads: images only, checked by their bytes; the size limit is a setting. */
export const UPLOAD = {
  maxBytesDefault: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Checks for forms, the same as the schemas' (a string in, no zod). */
export const isUsername = (value: string) =>
  value.length >= USERNAME.min && value.length <= USERNAME.max && USERNAME.pattern.test(value);
export const isNewPassword = (value: string) => value.length >= PASSWORD.min && value.length <= PASSWORD.max;
export const isPin = (value: string) => PIN.pattern.test(value);
export const isAmount = (value: string) => value.length <= AMOUNT.maxLength && AMOUNT.pattern.test(value);
export const isFeedback = (value: string) => {
  const count = graphemeCount(value.trim());
  return count >= FEEDBACK.min && count <= FEEDBACK.max;
};

/**
 * A shop's profile as its merchant edits it (/v1/shop/update): a name buyers read on the
 * storefront, an address and a phone. An empty address or phone removes it.
 */
export const SHOP_PROFILE = {
  name: { min: 1, max: 60 },
  address: 200,
  phone: 20,
  /** Empty (no phone), or 5–20 of digits, spaces and + - ( ). */
  phonePattern: /^(\+?[0-9 ()-]{5,20})?$/,
} as const;

/**
 * A shop's credit score: it starts at the top and moves within this range by the operator's
 * rules (docs/product.md#credit-score); a rule moves it by at most `rulePoints` either way.
 */
export const CREDIT = { initial: 100, min: 0, max: 100, rulePoints: 100 } as const;

/** Order-intake keys: how many live keys a shop may hold, and a key's label. */
export const INTAKE_KEYS_MAX = 5;
export const INTAKE_KEY_LABEL = { min: 1, max: 40 } as const;

/** Invitations a merchant may make per UTC day (docs/defaults.md); past it → 454. */
export const INVITATIONS_PER_DAY = 2;

/**
 * The live stream's longest wait between two pings (calls/user/stream.ts); a client hearing
 * nothing for three of them takes the connection for dead. Here, without zod, because the
 * browser's stream client is in every app's first load.
 */
export const STREAM_PING_MS = 15_000;
