/**
 * Where to go after signing in: the page the person was sent away from, if it is a path
 * inside the console. Anything else (another site, `//host`, the sign-in page) goes home.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/login' || next.startsWith('/login?')) return '/';
  return next;
}

/** The sign-in path that brings a person back to `from` afterwards. */
export function loginPathFrom(from: string): string {
  return from && from !== '/' ? `/login?next=${encodeURIComponent(from)}` : '/login';
}
