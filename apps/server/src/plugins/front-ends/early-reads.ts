import { createHash } from 'node:crypto';
import {
  EARLY_READS_GLOBAL,
  type EarlyReadsFile,
  type EarlyReadsPlan,
  LANGUAGES,
  type Language,
  type RecordedRead,
} from '@shopkeeper/contract';

/**
 * A signed-in screen's first reads, started by the page itself (docs/decisions/043-early-reads.md).
 *
 * The build records which calls each screen sends as it opens (apps/web/src/app/first-reads.ts
 * → dist/.vite/early-reads.json). The page carries that list in a data block, and this script,
 * inline in <head>, sends them with the stored token at once — while the app's 200 KB of
 * script is still downloading — and leaves the promises where the app's API client adopts
 * them. Without a token it does nothing; if anything fails the app simply sends the calls.
 *
 * The script is a constant, so the Content-Security-Policy allows exactly it by its hash
 * (plugins/security.ts) and still no other inline script; the list is data
 * (`type="application/json"`), which CSP does not run.
 */
export const EARLY_READS_SCRIPT = `(function(){try{var p=JSON.parse(document.getElementById("early-reads").textContent),t=localStorage.getItem(p.keys.token);if(!t)return;var l=localStorage.getItem(p.keys.lang);if(p.langs.indexOf(l)<0)l=p.lang;window.${EARLY_READS_GLOBAL}=p.reads.map(function(r){var h={authorization:t,"accept-language":l};if(r.body!==undefined)h["content-type"]="application/json";var f=fetch(r.url,{method:r.method,headers:h,body:r.body});f.catch(function(){});return{method:r.method,url:r.url,body:r.body,token:t,lang:l,at:performance.now(),response:f}})}catch(e){}})()`;

/** The CSP source that allows the script above and nothing else inline. */
export const EARLY_READS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;

/** The block and the script for one screen's page, in the language the server guessed. */
export function earlyReadsTags(file: EarlyReadsFile, reads: RecordedRead[], lang: Language): string {
  const plan: EarlyReadsPlan = {
    keys: file.keys,
    lang,
    langs: LANGUAGES,
    reads,
  };
  // `<` escaped: a body can never close the block it sits in.
  const json = JSON.stringify(plan).replace(/</g, '\\u003c');
  return `<script type="application/json" id="early-reads">${json}</script>\n    <script>${EARLY_READS_SCRIPT}</script>`;
}
