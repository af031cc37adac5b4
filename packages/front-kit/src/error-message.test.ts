import { ApiError } from '@shopkeeper/client';
import { errorMessage, loadCatalogue } from '@shopkeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClientFailure, errorSentence, errorSentenceNow, refusedField } from './error-message.ts';

const clientText = (failure: ClientFailure) => `client:${failure}`;
const business = (code: number, data: unknown = null, msg = '') => new ApiError(code, msg, 'business', data);

beforeAll(() => loadCatalogue('fr'));

describe('the sentence for a failed call', () => {
  it('a catalogue code in the reader’s language, not the server’s wording', async () => {
    expect(await errorSentence(business(413, null, 'bad creds'), 'en', clientText)).toBe(
      'Wrong username or password.',
    );
    const korean = await errorSentence(business(413, null, 'bad creds'), 'ko', clientText);
    expect(korean).toBe(errorMessage(413, 'ko'));
    expect(korean).toMatch(/[\uAC00-\uD7AF]/);
  });

  it('a 405 names the refused field in the reader’s language', async () => {
    const refusal = business(405, { field: 'payPassword', variant: 'digits' }, 'whatever');
    expect(await errorSentence(refusal, 'en', clientText)).toBe('Transaction PIN may contain digits only.');
    expect(errorSentenceNow(refusal, 'fr', clientText)).not.toBe(errorMessage(405, 'fr'));
    expect(errorSentenceNow(refusal, 'fr', clientText)).toContain('PIN');
  });

  it('a 403 names the missing field, and a nested field by its own name', () => {
    expect(
      errorSentenceNow(business(403, { field: 'username', variant: 'required' }), 'en', clientText),
    ).toBe('Please enter username.');
    expect(
      errorSentenceNow(business(405, { field: 'items.0.amount', variant: 'invalid' }), 'en', clientText),
    ).toBe('Amount is incorrect.');
  });

  it('fills the values the server sends (444 → the limit)', () => {
    const sentence = errorSentenceNow(business(444, { item: 5 }), 'en', clientText);
    expect(sentence).toBe('You can add at most 5 payment accounts.');
  });

  it('never shows a raw {placeholder}: without the value, the server’s own (translated) msg', () => {
    const sentence = errorSentenceNow(
      business(444, null, 'Vous pouvez ajouter au plus 5 comptes.'),
      'fr',
      clientText,
    );
    expect(sentence).toBe('Vous pouvez ajouter au plus 5 comptes.');
    expect(sentence).not.toMatch(/\{\w+\}/);
  });

  it('HTTP 500 shows the server’s safe msg', () => {
    expect(errorSentenceNow(new ApiError(500, 'Storage is offline', 'server'), 'en', clientText)).toBe(
      'Storage is offline',
    );
  });

  it('the server’s msg for a code outside the catalogue', () => {
    expect(errorSentenceNow(business(499, null, 'Something specific'), 'en', clientText)).toBe(
      'Something specific',
    );
  });

  it('the app’s own words when the server said nothing usable', async () => {
    expect(await errorSentence(new ApiError(0, '', 'timeout'), 'en', clientText)).toBe('client:timeout');
    expect(await errorSentence(new ApiError(0, '', 'network'), 'en', clientText)).toBe('client:network');
    expect(await errorSentence(new ApiError(999, '', 'server'), 'en', clientText)).toBe('client:unknown');
  });
});

describe('the field a refusal names', () => {
  it('is read from data.field and data.variant, by its leaf name', () => {
    expect(refusedField(business(405, { field: 'items.2.price', variant: 'invalid' }))).toEqual({
      field: 'price',
      variant: 'invalid',
    });
    expect(refusedField(business(444, { item: 5 }))).toBeUndefined();
    expect(refusedField(business(405, { field: 'x', variant: 'nonsense' }))).toBeUndefined();
  });
});
