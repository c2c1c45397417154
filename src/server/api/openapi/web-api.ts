import { z } from 'zod';
import { errorEnvelope, okEnvelope } from '../envelope.ts';
import { resourceAreas } from '../index.ts';
import type { ResourceDef } from '../resource.ts';
import { type RestOperation, v3Operations } from './v3-operations.ts';

type Json = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';

/**
 * A zod schema as JSON Schema 2020-12, the way it reads its input (decision 060). A schema
 * with a registered id is a `$ref` to the component fastify-type-provider-zod makes of it.
 */
export function inputSchemaOf(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Json;
  delete json.$schema;
  delete json.$defs;
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', `"${COMPONENT}`)) as Json;
}

/** A `$ref` to a schema registered with an id (fastify-type-provider-zod makes it a component). */
const ref = (schema: z.ZodType) => ({ $ref: `${COMPONENT}${String(schema.meta()?.id)}` });
const json = (schema: Json) => ({ 'application/json': { schema } });

/** Tags of the web app's own calls: one per area, apart from /v5's. */
const AREA_TAGS: Record<string, string> = {
  auth: 'Joining, signing in and out, the viewer, password resets',
  pins: 'Feeds, Pins and saving them',
  boards: 'Boards, sections, ordering, collaborators and invites',
  users: 'Profiles, follows, account settings',
  comments: 'Comments on Pins',
  sharing: 'Share links and invites',
  messages: 'Conversations and blocks',
  notifications: 'Notifications',
  feedback: 'Hiding, reporting, feedback',
  experiences: 'Experiences (spec 02 §7)',
  analytics: 'Pin statistics, events and ad attribution',
  search: 'Search, typeahead and recent searches',
  ideas: 'Ideas pages and interests',
  today: 'Today articles',
  shopping: 'Shopping pages',
  apps: 'Personal access tokens and OAuth apps',
  collages: 'Collages (/v3/users/me/shuffles/)',
  imports: 'Importing from other services',
  live: 'Live updates',
};

export const webTag = (area: string) => `web: ${area}`;

export const webTags = Object.entries(AREA_TAGS).map(([area, description]) => ({
  name: webTag(area),
  description: `The web app’s own calls: ${description.toLowerCase()}.`,
}));

/**
 * decision 005: the session cookie, and with it the `X-CSRF-Token` header on a write. A call
 * without a session is a visitor's (some calls then answer 401); a write must also come from
 * this site (Sec-Fetch-Site, Origin or Referer), or it is a 403 `csrf`.
 */
export const webSecuritySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'tessera_session',
    description:
      'The session the sign-in call (SessionResource create) sets; `__Host-tessera_session` over HTTPS.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'With a session, every write sends the csrf_token that signing in (SessionResource or RegisterResource create) answers, also in every page; writes must also be same-origin.',
  },
};

function security(write: boolean) {
  return [{}, write ? { session: [], csrf: [] } : { session: [] }];
}

const errors = {
  '4XX': {
    description:
      'Refused: 400 bad input, 401 not signed in, 403 not allowed or CSRF, 404 not found, 405 wrong method, 409 conflict, 413 too large, 415 not JSON, 429 too often (with Retry-After)',
    content: json(ref(errorEnvelope)),
  },
  '5XX': {
    description: '503: the database cannot be reached, try again (Retry-After); 500: our bug',
    content: json(ref(errorEnvelope)),
  },
};

function resourceOperation(def: ResourceDef, area: string): Json {
  const options = inputSchemaOf(def.options);
  const wrapped = { type: 'object', properties: { options } };
  const read = def.action === 'get';
  return {
    tags: [webTag(area)],
    operationId: `${def.name}_${def.action}`,
    summary: `${def.name} ${def.action}`,
    security: security(!read),
    ...(read
      ? {
          parameters: [
            {
              name: 'data',
              in: 'query',
              required: false,
              description: 'JSON `{"options": {…}}`',
              content: json(wrapped),
            },
          ],
        }
      : { requestBody: { required: false, content: json(wrapped) } }),
    responses: {
      200: { description: 'Done; `data` is the answer', content: json(ref(okEnvelope)) },
      ...(read ? { 304: { description: 'Not modified (If-None-Match matched the ETag)' } } : {}),
      ...errors,
    },
  };
}

function restOperation(op: RestOperation): Json {
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const s = inputSchemaOf(schema) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const required = where === 'path' || (s.required ?? []).includes(name);
      parameters.push({ name, in: where, required, schema: prop });
    }
  }
  const content: Json = {};
  if (op.body) content['application/json'] = { schema: inputSchemaOf(op.body) };
  if (op.form) content['multipart/form-data'] = { schema: inputSchemaOf(op.form) };
  const status = op.status ?? 200;
  const answer = op.stream
    ? { description: 'The stream of events', content: { 'text/event-stream': { schema: {} } } }
    : { description: 'Done; `data` is the answer', content: json(ref(okEnvelope)) };
  return {
    tags: [webTag(op.tag)],
    operationId: `${op.method}_${op.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
    summary: op.summary,
    security: security(op.method !== 'get'),
    ...(parameters.length ? { parameters } : {}),
    ...(Object.keys(content).length ? { requestBody: { required: false, content } } : {}),
    responses: { [status]: answer, ...errors },
  };
}

/** The `/resource/*` and `/v3/*` paths of the document, from the same definitions the routes run. */
export function webApiPaths(): Record<string, Record<string, Json>> {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [area, defs] of Object.entries(resourceAreas)) {
    for (const def of defs) {
      const method = def.action === 'get' ? 'get' : 'post';
      paths[`/resource/${def.name}/${def.action}/`] = {
        [method]: resourceOperation(def, area),
      };
    }
  }
  for (const op of v3Operations) {
    paths[op.path] = { ...paths[op.path], [op.method]: restOperation(op) };
  }
  return paths;
}
