import { type Plugin, runnerImport } from 'vite';

const ID = 'virtual:shopkeeper-calls';
const RESOLVED = `\0${ID}`;

interface CallLike {
  path: string;
  method: 'GET' | 'POST';
  auth: string;
  files?: readonly { name: string; required: boolean }[];
  idempotent?: boolean;
}

/**
 * The browser needs only where each call goes (path, method, file parts), never its zod
 * schemas: the server validates. This module gives the app the contract's call table with
 * just those fields, read from the contract at build time, so zod and the schemas stay out
 * of the merchant app's bundle. Operator calls (the console's) are left out: the merchant app
 * never makes them, and they cost every screen about 4.6 KB gzip. `src/vite-env.d.ts` types
 * the table as routes (`CallRoutes`) of the merchant calls only.
 */
export function callTable(): Plugin {
  return {
    name: 'shopkeeper:call-table',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const { module } = await runnerImport<{ calls: Record<string, CallLike> }>('@shopkeeper/contract', {
        configFile: false,
        logLevel: 'silent',
      });
      const table = Object.fromEntries(
        Object.entries(module.calls)
          .filter(([, call]) => call.auth !== 'operator' && call.auth !== 'shopKey')
          .map(([name, { path, method, auth, files, idempotent }]) => [
            name,
            { path, method, auth, ...(files ? { files } : {}), ...(idempotent ? { idempotent } : {}) },
          ]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
