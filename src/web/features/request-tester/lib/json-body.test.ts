import { describe, expect, it } from 'vitest';
import { checkJson, positionOf } from './json-body';

describe('checkJson', () => {
  it('accepts JSON and answers its value', () => {
    expect(checkJson('{}')).toEqual({ ok: true, value: {} });
    expect(checkJson(' {"a": [1, 2.5e3, true, null, "x\\n\\u00e9"]} ')).toEqual({
      ok: true,
      value: { a: [1, 2500, true, null, 'x\né'] },
    });
  });

  it('refuses empty text', () => {
    expect(checkJson('  \n')).toMatchObject({ ok: false, line: 1, column: 1 });
  });

  it.each([
    ['{', 1, 2, 'Expected a property name in double quotes, found the end of the text.'],
    ['{\n  "a": 1,\n}', 3, 1, "Expected a property name in double quotes, found '}'."],
    ['{"a" 1}', 1, 6, "Expected ':', found '1'."],
    ['[1,2,]', 1, 6, "Expected a value, found ']'."],
    ['{"a": tru}', 1, 10, "Expected 'true', found '}'."],
    ['{\n  "title": "x"\n  "done": true\n}', 3, 3, "Expected ',' or '}', found '\"'."],
    ["{'a': 1}", 1, 2, "Expected a property name in double quotes, found '''."],
    ['{} x', 1, 4, "Expected the end of the text, found 'x'."],
    ['"a\\q"', 1, 4, "Expected an escape such as \\n, found 'q'."],
    ['"\\u12x4"', 1, 6, "Expected a hex digit, found 'x'."],
    ['01', 1, 2, "Expected the end of the text, found '1'."],
  ])('finds the fault in %j at line %i, column %i', (text, line, column, reason) => {
    expect(checkJson(text)).toEqual({ ok: false, line, column, reason });
  });
});

describe('positionOf', () => {
  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
