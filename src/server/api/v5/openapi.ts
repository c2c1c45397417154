import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_SCOPES, type ApiScope } from '#domain/accounts/api-tokens';
import { webApiPaths, webSecuritySchemes, webTags } from '../openapi/web-api.ts';

const SCOPE_DOCS: Record<ApiScope, string> = {
  'boards:read': 'See public boards',
  'boards:read_secret': 'See secret boards',
  'boards:write': 'Create, change and delete boards',
  'pins:read': 'See public Pins',
  'pins:read_secret': 'See Pins on secret boards',
  'pins:write': 'Create, change and delete Pins',
  'user_accounts:read': 'See the account',
};

type Doc = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Decision 058: an OAuth access token works wherever a personal one does, with the same
 * scopes: each operation's `bearer` requirement gets its `oauth2` twin.
 */
function withOAuth(doc: Doc): Doc {
  const paths = (doc as { paths?: Record<string, Record<string, { security?: unknown }>> }).paths;
  for (const ops of Object.values(paths ?? {})) {
    for (const op of Object.values(ops)) {
      const sec = op.security as Record<string, string[]>[] | undefined;
      const bearer = sec?.find((r) => 'bearer' in r)?.bearer;
      if (sec && bearer && !sec.some((r) => 'oauth2' in r)) sec.push({ oauth2: bearer });
    }
  }
  return doc;
}

/** Decision 060: the web app's own calls (/resource, /v3) join the document after /v5's. */
function withWebApi(doc: Doc): Doc {
  const d = doc as {
    paths?: Record<string, unknown>;
    components?: { securitySchemes?: Record<string, unknown> };
  };
  d.paths = { ...d.paths, ...webApiPaths() };
  d.components = {
    ...d.components,
    securitySchemes: { ...d.components?.securitySchemes, ...webSecuritySchemes },
  };
  return doc;
}

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
          'A Pinterest API v5-compatible subset. Authenticate with a personal access token (`Authorization: Bearer tsr_pat_…`) or, for an app other people use, an OAuth 2.0 access token (`Bearer tsr_oat_…`) from the authorization code flow with PKCE: send the person to `/oauth/`, exchange the code at `POST /v5/oauth/token`.\n\nThe web app’s own calls are described too (tags `web: …`): resource calls `GET /resource/{Name}Resource/get/?data={"options":…}` and `POST /resource/{Name}Resource/{create|update|delete}/` with `{"options":…}`, and the REST calls under `/v3/`. They take the session cookie, and on a write the `X-CSRF-Token` header from a page of the same site; every answer is `{"resource_response":{"data":…,"error":null|{code,message,http_status}}}`.',
      },
      servers: [{ url: '/', description: 'This Tessera' }],
      tags: [
        { name: 'user_account', description: 'The token owner’s account' },
        { name: 'boards', description: 'Boards and the Pins on them' },
        { name: 'pins', description: 'Pins' },
        { name: 'oauth', description: 'OAuth 2.0: tokens for apps other people authorize' },
        ...webTags,
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: `A personal access token; its scopes: ${API_SCOPES.join(', ')}.`,
          },
          oauth2: {
            type: 'oauth2',
            description:
              'Authorization code with PKCE (S256; required for public apps). Register an app in Settings → Apps and tokens. Redirect URIs are matched exactly.',
            flows: {
              authorizationCode: {
                authorizationUrl: '/oauth/',
                tokenUrl: '/v5/oauth/token',
                refreshUrl: '/v5/oauth/token',
                scopes: Object.fromEntries(API_SCOPES.map((s) => [s, SCOPE_DOCS[s]])),
              },
            },
          },
        },
      },
      security: [{ bearer: [] }, { oauth2: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (input) => withWebApi(withOAuth(jsonSchemaTransformObject(input))),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/openapi.json' } });
  app.get('/openapi.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
    return app.swagger();
  });
}
