import { describe, expect, it } from 'vitest';
import { rewriteTsSpecifiers } from './build-server.mjs';

describe('compiled server imports', () => {
  it.each([
    ['import { a } from "./app.ts";', 'import { a } from "./app.js";'],
    ["import x from '../db/client.ts';", "import x from '../db/client.js';"],
    ['export * from "./boards.ts";', 'export * from "./boards.js";'],
    ['const m = await import("./cli/index.ts");', 'const m = await import("./cli/index.js");'],
    ['import "./side-effect.ts";', 'import "./side-effect.js";'],
    // packages, subpath imports and other files stay as they are
    ['import { x } from "#server/app";', 'import { x } from "#server/app";'],
    ['import fastify from "fastify";', 'import fastify from "fastify";'],
    ['import data from "./data.json";', 'import data from "./data.json";'],
    ['const s = "./not-an-import.ts";', 'const s = "./not-an-import.ts";'],
  ])('%s', (source, expected) => {
    expect(rewriteTsSpecifiers(source)).toBe(expected);
  });
});
