import type { AuditEntry } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import AuditLogPage from './audit-log-page.tsx';

const goodsEdited: AuditEntry = {
  id: 400,
  at: '2026-11-22T02:00:00.000Z',
  actor: { id: 1, username: 'ops.alice' },
  action: 'goods.update',
  target: { type: 'goods', id: 11 },
  user: null,
  reason: null,
  detail: { productNo: 'MUG-1', cost: '3.20 → 7.00', texts: 'fr, ja' },
};

describe('the audit log: catalogue changes', () => {
  test('are worded with their record and each changed field, and can be filtered by', async () => {
    const api = operatorServer({
      consoleAuditList: { code: 200, data: { items: [goodsEdited], nextCursor: null } },
      consoleUsersList: { code: 200, data: { items: [], nextCursor: null } },
    });
    await renderPage(AuditLogPage);
    const row = (await screen.findByText('Edited goods')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Goods #11')).toBeTruthy();
    expect(within(row).getByText('Product number')).toBeTruthy();
    expect(within(row).getByText('Cost')).toBeTruthy();
    expect(within(row).getByText('Texts changed')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Action'));
    fireEvent.click(
      await screen.findByText('Added a goods type', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() =>
      expect(api.called('consoleAuditList').at(-1)?.input).toEqual({ limit: 50, action: 'goods_type.add' }),
    );
  });
});
