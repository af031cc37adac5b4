import { ApiError } from '@shopkeeper/client';
import { errorMessage } from '@shopkeeper/contract';
import { beforeAll, describe, expect, test } from 'vitest';
import { errorText } from './error-text.ts';
import { startI18n } from './i18n.ts';

beforeAll(() => startI18n('en'));

describe('what a failed call says', () => {
  test('a catalogue code in the reader’s language', async () => {
    const english = await errorText(new ApiError(413, 'wrong username or password', 'business'), 'en');
    const korean = await errorText(new ApiError(413, 'wrong username or password', 'business'), 'ko');
    expect(english).toBe('Wrong username or password.');
    // The Korean catalogue is loaded on demand and used, not the English one or the server's.
    expect(korean).toBe(errorMessage(413, 'ko'));
    expect(korean).not.toBe(english);
    expect(korean).toMatch(/[\uAC00-\uD7AF]/);
  });

  test('the server’s message for a code outside the catalogue', async () => {
    expect(await errorText(new ApiError(999, 'Storage is offline', 'server'), 'en')).toBe(
      'Storage is offline',
    );
  });

  test('a console text when nothing else is known', async () => {
    expect(await errorText(new ApiError(999, '', 'server'), 'en')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(await errorText(new ApiError(0, '', 'network'), 'en')).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(await errorText(new ApiError(0, '', 'timeout'), 'en')).toBe(
      'The server took too long to answer. Please try again.',
    );
  });
});
