import table from 'virtual:shopkeeper-calls';

/**
 * The contract's calls as the app uses them: each is only its path, method, auth and file
 * parts (built by vite/call-table.ts), so zod and the schemas stay out of the bundle. Its
 * type, `CallRoutes`, says exactly that: inputs and outputs stay checked through `api.send`,
 * and `calls.x.output.parse` does not type-check (it would crash in the browser).
 */
export const calls = table;
