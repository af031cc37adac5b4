import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './safe-redirect.ts';

describe('where sign-in leads', () => {
  it('back to a page of this site, with its query', () => {
    expect(safeRedirect('/reviews/top-ups?status=pending', '/')).toBe('/reviews/top-ups?status=pending');
    expect(safeRedirect('/wallet?tab=flows', '/shopCenter')).toBe('/wallet?tab=flows');
  });

  it('home for anything that is not a path on this site, or is the sign-in page', () => {
    for (const target of [
      null,
      undefined,
      '',
      'wallet',
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/login?next=/x',
      '/login#top',
    ]) {
      expect(safeRedirect(target, '/home', ['/login']), String(target)).toBe('/home');
    }
  });

  it('the sign-in link remembers the page, except home', () => {
    expect(signInPath('/users?q=bob', 'next')).toBe('/login?next=%2Fusers%3Fq%3Dbob');
    expect(signInPath('/wallet?tab=flows', 'redirect')).toBe('/login?redirect=%2Fwallet%3Ftab%3Dflows');
    expect(signInPath('/', 'next')).toBe('/login');
  });
});
