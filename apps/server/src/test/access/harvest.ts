/**
 * What a merchant's answers name: every id-like value, gathered from the `data` of the calls
 * that made or listed their records, so a new record type is covered as soon as a call answers
 * it (docs/decisions/037-access-matrix.md). Nothing here knows the record types by name.
 */

/** A key whose value names a record: `id`, `orderId`, `ids`, `orderNo`, `publicRef`, `path`, `key`, `slug`… */
export const ID_LIKE_KEY = /^(id|ids|ref|reference|key|path|slug)$|(Id|Ids|No|Ref|Reference|Path)$/;

/** An upload path (modules/uploads/service.ts), also found inside the URLs that serve it. */
export const UPLOAD_PATH_IN = /([a-z_]+\/[A-Za-z0-9_-]+\.(?:jpg|png|webp))(?![\w.])/;

export interface Harvest {
  /**
   * Record ids, positive integers under id-like keys, by what names them: the key (`orderId`,
   * `goodsId`), or for a bare `id` the resource of the call that answered it (`/v1/order#id`
   * from /v1/order/list). Kept apart so B's order 3 is never mistaken for A's top-up 3.
   */
  numbers: Map<string, Set<number>>;
  /** Strings under id-like keys (order numbers, references, keys, slugs). */
  strings: Set<string>;
  /** The same, by their key: a message's `clientId`, an order's `orderNo`. */
  stringsByKey: Map<string, Set<string>>;
  /** Upload paths found in any string. */
  paths: Set<string>;
  /** Any string holding the owner's marker (their username, texts they typed). */
  marked: Set<string>;
}

export const emptyHarvest = (): Harvest => ({
  numbers: new Map(),
  strings: new Set(),
  stringsByKey: new Map(),
  paths: new Set(),
  marked: new Set(),
});

/** A call's resource: its path less the last segment (/v1/order/list → /v1/order). */
export const resourceOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

/**
 * The name a number is kept under: its key, singular (`orderIds` → `orderId`); a bare `id`
 * under its call's resource and the key of the object holding it (`/v1/notify#items.id`, a
 * notification; `/v1/notify#target.id`, the record it points to), as those are not one kind.
 */
export function idTag(key: string, callPath: string, holder = ''): string {
  const singular = key.replace(/Ids$/, 'Id').replace(/^ids$/, 'id');
  return singular === 'id' ? `${resourceOf(callPath)}#${holder}.id` : singular;
}

/** Keys ending like an id that hold what a person typed (an ID card's number, a phone number). */
const TYPED_KEYS = new Set(['idNo', 'phoneNo']);

/**
 * Adds what `data`, the answer of the call at `callPath`, names to `into`; `marker` picks out
 * the texts the owner typed.
 */
export function harvest(
  data: unknown,
  into: Harvest,
  marker: string,
  callPath: string,
  key = '',
  holder = '',
): void {
  if (Array.isArray(data)) {
    for (const item of data) harvest(item, into, marker, callPath, key, holder);
    return;
  }
  if (data !== null && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) harvest(v, into, marker, callPath, k, key);
    return;
  }
  const idLike = ID_LIKE_KEY.test(key) && !TYPED_KEYS.has(key);
  if (typeof data === 'number' && idLike && Number.isSafeInteger(data) && data > 0) {
    const tag = idTag(key, callPath, holder);
    if (!into.numbers.has(tag)) into.numbers.set(tag, new Set());
    into.numbers.get(tag)!.add(data);
  }
  if (typeof data !== 'string') return;
  const path = UPLOAD_PATH_IN.exec(data)?.[1];
  if (path) into.paths.add(path);
  else if (idLike && data.length > 0) {
    into.strings.add(data);
    if (!into.stringsByKey.has(key)) into.stringsByKey.set(key, new Set());
    into.stringsByKey.get(key)!.add(data);
  }
  if (data.includes(marker)) into.marked.add(data);
}

/**
 * Values of `owner` that `other` never saw in its own answers: what must not reach `other`.
 * Short strings (a status, a language) are left out, as they name nothing by themselves.
 */
export function privateValues(owner: Harvest, other: Harvest) {
  const strings = [...owner.strings].filter((s) => s.length >= 6 && !other.strings.has(s));
  const paths = [...owner.paths].filter((p) => !other.paths.has(p));
  const marked = [...owner.marked];
  return { strings, paths, secrets: [...strings, ...paths, ...marked] };
}

/**
 * The ids a harvest holds for an input field of the call at `callPath`: those under the
 * field's own name anywhere (`orderId`, `parentId`) and the records' own ids its resource's
 * calls answered (the items of /v1/order/list, for /v1/order/detail's `orderId`).
 */
export function idsFor(found: Harvest, field: string, callPath: string): Set<number> {
  const resource = resourceOf(callPath);
  const tags = [idTag(field, callPath), `${resource}#items.id`, `${resource}#.id`];
  return new Set(tags.flatMap((tag) => [...(found.numbers.get(tag) ?? [])]));
}

/** The first of `secrets` an answer holds, or undefined. */
export function leakIn(answer: unknown, secrets: readonly string[]): string | undefined {
  const text = JSON.stringify(answer);
  return secrets.find((s) => text.includes(JSON.stringify(s).slice(1, -1)));
}
