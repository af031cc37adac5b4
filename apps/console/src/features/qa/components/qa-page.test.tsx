import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import type { QaArticle, QaEntry } from '../api/qa.ts';
import QaPage from './qa-page.tsx';

const entry: QaEntry = {
  id: 2,
  category: 'withdrawals',
  title: 'When do withdrawals arrive?',
  languages: ['en', 'fr'],
  updatedAt: '2026-11-20T09:30:00.000Z',
};

const article: QaArticle = {
  id: 2,
  category: 'withdrawals',
  texts: [
    { language: 'en', title: 'When do withdrawals arrive?', body: '<p>Within a day.</p>' },
    { language: 'fr', title: 'Quand arrivent les retraits ?', body: '<p>Sous un jour.</p>' },
  ],
  updatedAt: '2026-11-20T09:30:00.000Z',
};

describe('help articles', () => {
  test('lists articles with their languages and filters by category', async () => {
    const api = operatorServer({ consoleQaList: { code: 200, data: { items: [entry], nextCursor: null } } });
    await renderPage(QaPage);
    const row = (await screen.findByText(entry.title)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Français')).toBeTruthy();
    fireEvent.click(screen.getByText('Account security'));
    await waitFor(() =>
      expect(api.called('consoleQaList').at(-1)?.input).toMatchObject({ category: 'security' }),
    );
  });

  test('adds an article: formatted with the toolbar, previewed without scripts, English required', async () => {
    const api = operatorServer({
      consoleQaList: { code: 200, data: { items: [], nextCursor: null } },
      consoleQaSave: ({ input }) => ({ code: 200, data: { ...article, id: 9, ...input } }),
    });
    await renderPage(QaPage);
    fireEvent.click(await screen.findByRole('button', { name: /Add article/ }));
    const dialog = await findDialog('Add an article');

    // A French text alone: English is every reader's fallback.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Français' }));
    fireEvent.change(await within(dialog).findByLabelText('Title', { selector: '#qa-title-fr' }), {
      target: { value: 'Votre PIN' },
    });
    fireEvent.change(within(dialog).getByLabelText('Text', { selector: '#qa-body-fr' }), {
      target: { value: '<p>Secret.</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Write the English text: merchants whose language has no text read it.',
      ),
    ).toBeTruthy();
    expect(api.called('consoleQaSave')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'English' }));
    fireEvent.change(within(dialog).getByLabelText('Title', { selector: '#qa-title-en' }), {
      target: { value: ' Your PIN ' },
    });
    const body = within(dialog).getByLabelText('Text', { selector: '#qa-body-en' });
    fireEvent.change(body, { target: { value: 'Never share it<script>alert(1)</script>' } });
    (body as HTMLTextAreaElement).setSelectionRange(0, 5);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Bold' })[0]!);
    const preview = within(dialog).getByTestId('qa-body-en-preview');
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Never'));
    expect(preview.querySelector('script')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleQaSave')).toHaveLength(1));
    expect(api.called('consoleQaSave')[0]?.input).toEqual({
      category: 'top_ups',
      texts: [
        {
          language: 'en',
          title: 'Your PIN',
          body: '<strong>Never</strong> share it<script>alert(1)</script>',
        },
        { language: 'fr', title: 'Votre PIN', body: '<p>Secret.</p>' },
      ],
    });
    expect(await screen.findByText('Article saved.')).toBeTruthy();
  });

  test('edits an article with the texts it has, sending its id', async () => {
    const api = operatorServer({
      consoleQaList: { code: 200, data: { items: [entry], nextCursor: null } },
      consoleQaGet: { code: 200, data: article },
      consoleQaSave: ({ input }) => ({ code: 200, data: { ...article, ...input } }),
    });
    await renderPage(QaPage);
    const row = (await screen.findByText(entry.title)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit the article');
    const title = await within(dialog).findByLabelText('Title', { selector: '#qa-title-en' });
    expect((title as HTMLInputElement).value).toBe('When do withdrawals arrive?');
    fireEvent.change(title, { target: { value: 'When withdrawals arrive' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleQaSave')).toHaveLength(1));
    expect(api.called('consoleQaSave')[0]?.input).toMatchObject({
      id: 2,
      category: 'withdrawals',
      texts: [{ language: 'en', title: 'When withdrawals arrive' }, { language: 'fr' }],
    });
  });
});
