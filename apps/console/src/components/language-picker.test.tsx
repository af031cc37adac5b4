import { fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { antdLocale } from '../lib/antd-locale.ts';
import { storage } from '../lib/storage.ts';
import { renderConsole } from '../testing/render-console.tsx';

function browserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('language', () => {
  test('a stored choice wins over the browser', async () => {
    localStorage.setItem(storage.keys.lang, 'ja');
    browserLanguages(['fr-FR', 'fr']);
    fakeServer({});
    await renderConsole('/login');

    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeTruthy();
    expect(screen.getByLabelText('ユーザー名')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
  });

  test('without a stored choice the browser languages decide, in order, by prefix too', async () => {
    browserLanguages(['de-DE', 'zh-Hant-TW', 'en']);
    fakeServer({});
    await renderConsole('/login');

    expect(await screen.findByRole('heading', { name: '登入營運後台' })).toBeTruthy();
  });

  test('an unsupported browser language falls back to English', async () => {
    browserLanguages(['de-DE']);
    fakeServer({});
    await renderConsole('/login');

    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeTruthy();
  });

  test('picking a language changes every text at once and is remembered', async () => {
    browserLanguages(['en-US']);
    fakeServer({});
    await renderConsole('/login');

    const picker = await screen.findByRole('combobox', { name: 'Language' });
    fireEvent.mouseDown(picker);
    const names = () =>
      screen
        .getAllByText(/./, { selector: '.ant-select-item-option-content span' })
        .map((name) => name.textContent);
    await waitFor(() =>
      expect(names()).toEqual([
        'English',
        '简体中文',
        '繁體中文',
        'Tiếng Việt',
        'Français',
        '한국어',
        'Bahasa Indonesia',
        '日本語',
        'Português',
        'Español',
      ]),
    );
    fireEvent.click(screen.getByText('Español'));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión en la consola' })).toBeTruthy();
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
    expect(localStorage.getItem(storage.keys.lang)).toBe('es');
    // antd's own texts (pickers, tables, empty states) follow too.
    await waitFor(() => expect(antdLocale('es')?.locale).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Consola de Shopkeeper');
  });
});
