import { describe, expect, it } from 'vitest';
import { getOrMake } from './get-or-make.ts';

describe('getOrMake', () => {
  it('makes a value once per key and hands the kept one after', () => {
    const map = new Map<string, { n: number }>();
    let made = 0;
    const make = () => ({ n: ++made });
    const first = getOrMake(map, 'a', make);
    expect(getOrMake(map, 'a', make)).toBe(first);
    expect(getOrMake(map, 'b', make)).toEqual({ n: 2 });
    expect(made).toBe(2);
  });

  it('keeps a null as made, and works on a WeakMap', () => {
    const key = {};
    const weak = new WeakMap<object, string | null>();
    const asked: string[] = [];
    const ask = (what: string, value: string | null) => () => {
      asked.push(what);
      return value;
    };
    expect(getOrMake(weak, key, ask('first', null))).toBeNull();
    expect(getOrMake(weak, key, ask('again', 'again'))).toBeNull();
    expect(asked).toEqual(['first']);
  });
});
