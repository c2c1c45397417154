import OAuth2Server from '@node-oauth/oauth2-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_SCOPES } from '#domain/accounts/api-tokens';
import { OAUTH_ACCESS_LIFETIME, OAUTH_REFRESH_LIFETIME } from '#domain/accounts/oauth';
import type { Ctx } from '../../context.ts';
import { oauthServer } from '../../services/accounts/oauth-model.ts';

export const TOKEN_PATH = '/v5/oauth/token';

const OAuthErrorBody = z
  .object({
    error: z.enum([
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unauthorized_client',
      'unsupported_grant_type',
      'invalid_scope',
      'server_error',
    ]),
    error_description: z.string(),
  })
  .meta({ id: 'OAuthError', description: 'RFC 6749 section 5.2' });

const TokenRequest = z
  .object({
    grant_type: z
      .string()
      .max(100)
      .meta({
        description: 'authorization_code or refresh_token',
        examples: ['authorization_code'],
      }),
    code: z.string().max(200).optional().meta({ description: 'authorization_code: the code' }),
    redirect_uri: z
      .string()
      .max(500)
      .optional()
      .meta({ description: 'authorization_code: the redirect_uri the code was sent to' }),
    code_verifier: z
      .string()
      .max(200)
      .optional()
      .meta({ description: 'authorization_code: the PKCE verifier (RFC 7636)' }),
    refresh_token: z.string().max(200).optional().meta({ description: 'refresh_token: the token' }),
    scope: z
      .string()
      .max(500)
      .optional()
      .meta({ description: 'refresh_token: fewer scopes than were granted (space-separated)' }),
    client_id: z.string().max(100).optional(),
    client_secret: z
      .string()
      .max(200)
      .optional()
      .meta({ description: 'A confidential app’s secret (or send it with HTTP Basic)' }),
  })
  .meta({ id: 'OAuthTokenRequest' });

const TokenResponse = z
  .object({
    access_token: z.string().meta({ examples: ['tsr_oat_…'] }),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    refresh_token: z.string().meta({ examples: ['tsr_ort_…'] }),
    refresh_token_expires_in: z.number().int(),
    scope: z.string(),
  })
  .meta({ id: 'OAuthToken' });

const GRANTS = ['authorization_code', 'refresh_token'];

/** An error the route did not answer itself (an unparsable body, say): still RFC 6749's shape. */
export function oauthErrorReply(thrown: unknown, req: FastifyRequest, reply: FastifyReply) {
  const status = (thrown as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .code(400)
      .send({ error: 'invalid_request', error_description: 'The request could not be read.' });
  }
  req.log.error({ err: thrown }, 'token endpoint error');
  return reply
    .code(500)
    .send({ error: 'server_error', error_description: 'Something went wrong on our side.' });
}

/**
 * Decision 058: POST /v5/oauth/token, the OAuth token endpoint (RFC 6749 section 3.2), served by
 * @node-oauth/oauth2-server. Form-encoded like every OAuth token endpoint; errors are RFC 6749's
 * `{error, error_description}` rather than the API's `{code, message}`.
 */
export const oauthRoutes =
  (contextOf: (req: FastifyRequest) => Ctx): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => {
        const form = new URLSearchParams(body as string);
        const out: Record<string, string> = {};
        for (const [k, v] of form) if (!(k in out)) out[k] = v;
        done(null, out);
      },
    );
    app.post(
      '/oauth/token',
      {
        attachValidation: true,
        schema: {
          tags: ['oauth'],
          operationId: 'oauth/token',
          summary: 'Get an access token (authorization code with PKCE, or refresh)',
          description: `Exchange the code your redirect URI received, or a refresh token, for an access token (30 days) and a refresh token (a year; each refresh gives a new pair and ends the old one). Scopes: ${API_SCOPES.join(', ')}.`,
          security: [],
          consumes: ['application/x-www-form-urlencoded'],
          body: TokenRequest,
          response: { 200: TokenResponse, 400: OAuthErrorBody, 401: OAuthErrorBody },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('pragma', 'no-cache');
        const fail = (
          status: 400 | 401,
          error: z.infer<typeof OAuthErrorBody>['error'],
          d: string,
        ) => reply.code(status).send({ error, error_description: d });
        const form = String(req.headers['content-type'] ?? '').startsWith(
          'application/x-www-form-urlencoded',
        );
        if (!form || req.validationError || !req.body || typeof req.body !== 'object') {
          return fail(
            400,
            'invalid_request',
            'Send the parameters form-encoded, each at most once.',
          );
        }
        const body = req.body as Record<string, string>;
        if (body.grant_type && !GRANTS.includes(body.grant_type)) {
          return fail(400, 'unsupported_grant_type', 'Use authorization_code or refresh_token.');
        }
        const request = new OAuth2Server.Request({
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            // the library's content-type check (type-is) wants to know the request has a body
            'content-length': String(new URLSearchParams(body).toString().length),
            ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          },
          query: {},
          body,
        });
        const response = new OAuth2Server.Response({ headers: {} });
        try {
          await oauthServer(contextOf(req)).token(request, response);
        } catch (e) {
          if (!(e instanceof OAuth2Server.OAuthError) || e instanceof OAuth2Server.ServerError) {
            throw (e as { inner?: unknown }).inner ?? e;
          }
          if (response.headers?.['www-authenticate']) {
            reply.header('www-authenticate', response.headers['www-authenticate']);
          }
          const name = e.name as z.infer<typeof OAuthErrorBody>['error'];
          return fail(e.code === 401 ? 401 : 400, name, e.message);
        }
        const t = response.body as Record<string, unknown>;
        return {
          access_token: String(t.access_token),
          token_type: 'Bearer' as const,
          expires_in: OAUTH_ACCESS_LIFETIME,
          refresh_token: String(t.refresh_token),
          refresh_token_expires_in: OAUTH_REFRESH_LIFETIME,
          scope: String(t.scope ?? ''),
        };
      },
    );
  };
