import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { errorCodes } from './error-codes';
import * as messages from './messages';

describe('the error-code table', () => {
  const codes = Object.values(errorCodes);

  it('gives every message a distinct code', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('writes codes in snake_case', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('has a code for every fixed message of the server', () => {
    for (const name of Object.keys(messages.serverMessages))
      expect(errorCodes).toHaveProperty(name);
  });

  it('has a code for the messages of every builder, the field checks sharing invalidField', () => {
    const builders = Object.entries(messages)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    expect(builders.length).toBeGreaterThan(10);
    for (const builder of builders) {
      const name = builder.startsWith('field') ? 'invalidField' : builder.replace(/Message$/, '');
      expect(errorCodes, builder).toHaveProperty(name);
    }
  });
});

describe('docs/api.md', () => {
  it('lists every code under "Error codes"', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const section = docs.slice(docs.indexOf('### Error codes'));
    for (const code of Object.values(errorCodes)) expect(section).toContain(`\`${code}\``);
  });
});
