import swagger from '@fastify/swagger';
import { type CallDefinition, calls, SHOP_KEY_HEADER } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

function operation(name: string, def: CallDefinition) {
  const input = jsonSchema(def.input, 'input');
  const properties = (input.properties ?? {}) as Record<string, unknown>;
  const required = new Set((input.required as string[] | undefined) ?? []);
  const pathParams = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const parameters = [
    ...pathParams.map((p) => ({ name: p, in: 'path', required: true, schema: properties[p] ?? {} })),
    ...(def.method === 'GET'
      ? Object.entries(properties).map(([p, schema]) => ({
          name: p,
          in: 'query',
          required: required.has(p),
          schema,
        }))
      : []),
    ...(def.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 100 },
          },
        ]
      : []),
  ];
  const bodyFields = Object.fromEntries(Object.entries(properties).filter(([p]) => !pathParams.includes(p)));
  const requestBody =
    def.method === 'GET'
      ? undefined
      : def.files
        ? {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    ...bodyFields,
                    ...Object.fromEntries(
                      def.files.map((f) => [f.name, { type: 'string', format: 'binary' }]),
                    ),
                  },
                  // The text fields a call requires, then its required files.
                  required: [
                    ...[...required].filter((p) => p in bodyFields),
                    ...def.files.filter((f) => f.required).map((f) => f.name),
                  ],
                },
              },
            },
          }
        : {
            content: {
              'application/json': {
                schema: pathParams.length ? { ...input, properties: bodyFields } : input,
              },
            },
          };
  return {
    operationId: name,
    summary: def.summary,
    security: def.auth === 'none' ? [] : def.auth === 'shopKey' ? [{ shopKey: [] }] : [{ token: [] }],
    tags: [def.auth === 'operator' ? 'operator' : (def.path.split('/')[2] ?? 'auth')],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      200: {
        description: 'Envelope: code 200 with data, or a catalogue code with a translated msg',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                code: { type: 'integer' },
                msg: { type: 'string' },
                data: jsonSchema(def.output, 'output'),
              },
              required: ['code', 'msg', 'data'],
            },
          },
        },
      },
    },
  };
}

/** The OpenAPI document, generated from the contract; served at /api/docs. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(calls) as [string, CallDefinition][]) {
    const path = `/api${def.path}`;
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Shopkeeper API',
      version: '1.0.0',
      description: 'Every call of the Shopkeeper contract.',
    },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'authorization' },
        // A shop's order-intake key, created and revoked by the merchant in the app.
        shopKey: { type: 'apiKey', in: 'header', name: SHOP_KEY_HEADER },
      },
    },
    paths,
  };
}

export default fp(async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() as never } });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
});
