import { describe, expect, test } from 'vitest';
import { loginPathFrom, safeNext } from './safe-next.ts';

describe('where sign-in leads', () => {
  test('back to a console page', () => {
    expect(safeNext('/reviews/top-ups?status=pending')).toBe('/reviews/top-ups?status=pending');
  });

  test('home for anything that is not a console path', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/login?next=/x',
    ]) {
      expect(safeNext(next)).toBe('/');
    }
  });

  test('the sign-in link remembers the page', () => {
    expect(loginPathFrom('/users?q=bob')).toBe('/login?next=%2Fusers%3Fq%3Dbob');
    expect(loginPathFrom('/')).toBe('/login');
  });
});
