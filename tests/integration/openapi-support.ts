// fastify's own validator (a dependency of fastify), with JSON Schema 2020-12 as OpenAPI 3.1 uses
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { TestApp } from '../support/app.ts';

/** The served document (decisions 055, 060), as JSON. */
export async function servedDocument(t: TestApp): Promise<Record<string, unknown>> {
  const res = await t.tessera.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Record<string, unknown>;
}

const pointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The contract check: an answer's body must match what the document says of that path, method
 * and status (the status itself, else its `4XX`-style range). Answers the key it matched.
 */
export function contractChecker(doc: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'doc');
  const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  return function check(p: string, method: string, status: number, body: unknown): string {
    const responses = paths[p]?.[method]?.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    expect(key, `${method} ${p}: status ${status} is not documented`).toBeDefined();
    const ptr = `doc#/paths/${pointer(p)}/${method}/responses/${key}/content/application~1json/schema`;
    const validate = ajv.compile({ $ref: ptr });
    expect(validate(body), `${method} ${p} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(
      true,
    );
    return key as string;
  };
}
