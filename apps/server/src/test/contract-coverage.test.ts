import { type CallDefinition, calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { implementedCalls } from '../plugins/contract-routes.ts';
import { openApiDocument } from '../plugins/docs.ts';
import { describeApi } from './harness.ts';

const declared = Object.values(calls) as CallDefinition[];

describeApi('the contract', (api) => {
  it('reports how many declared calls have a server handler', async () => {
    await api().app.ready();
    const missing = Object.entries(calls)
      .filter(([, def]) => !implementedCalls.has(def as CallDefinition))
      .map(([name]) => name);
    console.log(`declared calls with a server handler: ${implementedCalls.size}/${declared.length}`);
    console.log(`not yet implemented: ${missing.join(', ')}`);
    // Each implemented call answers at its contract path (not a 404 for a missing route).
    for (const def of implementedCalls) {
      const res = await api().raw({ method: def.method, url: `/api${def.path.replace(/\{\w+\}/g, 'x')}` });
      expect(res.statusCode, `${def.method} ${def.path}`).not.toBe(404);
    }
  });

  it('declares each method and path once', () => {
    const keys = declared.map((d) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves an OpenAPI document listing every declared call', async () => {
    const res = await api().raw({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    for (const def of declared) {
      expect(
        doc.paths[`/api${def.path}`]?.[def.method.toLowerCase()],
        `${def.method} ${def.path}`,
      ).toBeDefined();
    }
  });

  it('answers an unknown API path with a 404 envelope, not a page', async () => {
    const res = await api().raw({ method: 'POST', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('sends strict security headers', async () => {
    const res = await api().raw({ method: 'GET', url: '/api/docs' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
