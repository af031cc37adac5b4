import type { AuditEntry } from '@shopkeeper/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import AuditLogPage from './audit-log-page.tsx';

const bannerChanged: AuditEntry = {
  id: 500,
  at: '2026-11-25T02:00:00.000Z',
  actor: { id: 1, username: 'ops.alice' },
  action: 'banner.update',
  target: { type: 'banner', id: 3 },
  user: null,
  reason: null,
  detail: { title: 'Sale → Autumn sale', active: 'true → false', languages: '* → fr' },
};

describe('the audit log: banner changes', () => {
  test('are worded with their banner and each changed field', async () => {
    operatorServer({
      consoleAuditList: { code: 200, data: { items: [bannerChanged], nextCursor: null } },
      consoleUsersList: { code: 200, data: { items: [], nextCursor: null } },
    });
    await renderPage(AuditLogPage);
    const row = (await screen.findByText('Changed a banner')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Banner #3')).toBeTruthy();
    expect(within(row).getByText('Text')).toBeTruthy();
    expect(within(row).getByText('Shown')).toBeTruthy();
    expect(within(row).getByText('Languages')).toBeTruthy();
  });
});
