import { type CallDefinition, calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { implementedCalls } from '../plugins/contract-routes.ts';
import { describeApi } from './harness.ts';

const declared = Object.values(calls) as CallDefinition[];
const nameOf = (def: CallDefinition) => Object.entries(calls).find(([, d]) => d === def)![0];

/** The call's input fields and which of them it requires, read from its zod schema. */
function inputFields(def: CallDefinition) {
  const shape = (def.input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const names = Object.keys(shape).sort();
  const required = names.filter((name) => !shape[name]!.safeParse(undefined).success);
  return { names, required };
}

const pathParams = (def: CallDefinition) => [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const concreteUrl = (def: CallDefinition) => `/api${def.path.replace(/\{\w+\}/g, '1')}`;

interface Operation {
  operationId: string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: object; required?: string[] } }> };
}

describeApi('the contract on the server', (api) => {
  it('has at least one implemented call to check', async () => {
    await api().app.ready();
    expect(implementedCalls.size).toBeGreaterThan(0);
  });

  it('answers each implemented call at its contract method and path, refusing a missing token where the contract asks for one', async () => {
    await api().app.ready();
    for (const def of implementedCalls) {
      const res = await api().raw({
        method: def.method,
        url: concreteUrl(def),
        ...(def.method === 'POST' ? { payload: {} } : {}),
      });
      const label = `${def.method} ${def.path}`;
      expect(res.statusCode, label).toBe(200);
      const { code } = res.json() as { code: number };
      if (def.auth === 'none') expect(code, label).not.toBe(407);
      else expect(code, label).toBe(407);
      // The other method at the same path is not an answer to this call.
      const other = await api().raw({ method: def.method === 'GET' ? 'POST' : 'GET', url: concreteUrl(def) });
      const otherIsDeclared = declared.some((d) => d.path === def.path && d.method !== def.method);
      if (!otherIsDeclared) expect(other.statusCode, `${label} by the other method`).toBe(404);
    }
  });

  it('lists each implemented call in /api/docs with its own fields, required ones marked, and its auth', async () => {
    await api().app.ready();
    const doc = (await api().raw({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const def of implementedCalls) {
      const label = `${def.method} ${def.path}`;
      const operation = doc.paths[`/api${def.path}`]?.[def.method.toLowerCase()];
      expect(operation, label).toBeDefined();
      expect(operation!.operationId, label).toBe(nameOf(def));
      expect(operation!.security, label).toEqual(
        def.auth === 'none' ? [] : def.auth === 'shopKey' ? [{ shopKey: [] }] : [{ token: [] }],
      );

      const { names, required } = inputFields(def);
      const inPath = pathParams(def);
      expect(
        operation!.parameters.filter((p) => p.in === 'path').map((p) => p.name),
        label,
      ).toEqual(inPath);
      const fields = names.filter((n) => !inPath.includes(n));
      const requiredFields = required.filter((n) => !inPath.includes(n));
      if (def.method === 'GET') {
        const query = operation!.parameters.filter((p) => p.in === 'query');
        expect(query.map((p) => p.name).sort(), label).toEqual(fields);
        expect(
          query
            .filter((p) => p.required)
            .map((p) => p.name)
            .sort(),
          label,
        ).toEqual(requiredFields);
        expect(operation!.requestBody, label).toBeUndefined();
      } else {
        const [mediaType, { schema }] = Object.entries(operation!.requestBody!.content)[0]!;
        const files = def.files ?? [];
        expect(mediaType, label).toBe(files.length ? 'multipart/form-data' : 'application/json');
        expect(Object.keys(schema.properties ?? {}).sort(), label).toEqual(
          [...fields, ...files.map((f) => f.name)].sort(),
        );
        expect([...(schema.required ?? [])].sort(), label).toEqual(
          [...requiredFields, ...files.filter((f) => f.required).map((f) => f.name)].sort(),
        );
      }
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

it('declares each method and path once', () => {
  const keys = declared.map((d) => `${d.method} ${d.path}`);
  expect(new Set(keys).size).toBe(keys.length);
});
