/**
 * What the merchant app's page and its script agree on about early reads
 * (docs/decisions/043-early-reads.md): the server's page starts a signed-in screen's first
 * reads from a small inline script while the app's files download, and leaves them here; the
 * app's API client takes each one instead of sending the same call again.
 */

/** The global the page's inline script fills. */
export const EARLY_READS_GLOBAL = '__shopkeeperEarlyReads';

/** One call a screen sends as it opens, as the build recorded it. */
export interface RecordedRead {
  method: 'GET' | 'POST';
  /** Path and query, as the API client sends them: `/api/v1/user/wallet_flow`. */
  url: string;
  /** The JSON body, exactly as the API client writes it; absent for a GET. */
  body?: string;
}

/** The data block the server puts in the page beside the script: the screen's reads and its language guess. */
export interface EarlyReadsPlan {
  /** The app's local-storage keys of the token and the chosen language. */
  keys: { token: string; lang: string };
  /** The language the server picked from Accept-Language, used when the device stored none. */
  lang: string;
  /** The product languages, so a stored value that is not one of them is not sent. */
  langs: readonly string[];
  reads: RecordedRead[];
}

/** What the merchant app's build writes (dist/.vite/early-reads.json) for the server. */
export interface EarlyReadsFile {
  keys: EarlyReadsPlan['keys'];
  /** Route module, as the preload plan names it (`goodsList.warehouse`) → its first calls. */
  screens: Record<string, RecordedRead[]>;
}
