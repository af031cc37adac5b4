/**
 * Where to go after signing in: `target` if it is a path on this site, else `fallback`.
 * Refuses other sites (`https:`, `//host`, `/\host`, which browsers read as `//host`) and
 * any of `refused` (the sign-in page itself, so a person is not sent back to it).
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string,
  refused: readonly string[] = [],
): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  const pathname = target.split(/[?#]/, 1)[0];
  if (refused.includes(pathname ?? '')) return fallback;
  return target;
}

/**
 * The sign-in path that brings a person back to `from` afterwards, in the query parameter
 * `param` (the merchant app's is `redirect`, the console's `next`). Home needs no return.
 */
export function signInPath(from: string, param: string, signIn = '/login'): string {
  return from && from !== '/' ? `${signIn}?${param}=${encodeURIComponent(from)}` : signIn;
}
