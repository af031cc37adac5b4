import { LANGUAGES, loadCatalogue } from '@shopkeeper/contract';
import { describeTextFiles } from '@shopkeeper/front-kit/testing';
import { describe, expect, it } from 'vitest';

describeTextFiles('merchant app', import.meta.glob('./*.json', { eager: true, import: 'default' }));

// The form checks the two passwords before sending; the server's refusal says the same.
describe.each(LANGUAGES)('in %s', (lang) => {
  it('the password-mismatch sentence is the error catalogue’s', async () => {
    const texts = (await import(`./${lang}.json`)).default as { validation: { mismatch: string } };
    expect(texts.validation.mismatch).toBe((await loadCatalogue(lang)).validation.mismatch);
  });
});
