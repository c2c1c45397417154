import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_SCOPES } from '#domain/accounts/api-tokens';

/**
 * Decision 055: the public API's OpenAPI 3.1 document, generated from the zod schemas the /v5
 * routes validate with (never written by hand). Only tagged routes are in it: the /v5 ones.
 * Registered before the routes, so it sees them all.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tessera API',
        version: '5.0.0',
        description:
          'A Pinterest API v5-compatible subset. Authenticate with a personal access token: `Authorization: Bearer tsr_pat_…`.',
      },
      servers: [{ url: '/', description: 'This Tessera' }],
      tags: [
        { name: 'user_account', description: 'The token owner’s account' },
        { name: 'boards', description: 'Boards and the Pins on them' },
        { name: 'pins', description: 'Pins' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: `A personal access token; its scopes: ${API_SCOPES.join(', ')}.`,
          },
        },
      },
      security: [{ bearer: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/openapi.json' } });
  app.get('/openapi.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
    return app.swagger();
  });
}
