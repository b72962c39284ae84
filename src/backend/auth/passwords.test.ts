import { describe, expect, it } from 'vitest';
import { createPbkdf2Hasher } from './passwords';

describe('the PBKDF2 hasher', () => {
  it('makes a decoy in the form and cost of a real hash, which no password verifies', async () => {
    const hasher = createPbkdf2Hasher(1000);
    const real = await hasher.hash('pw-123456');
    const decoy = hasher.decoyHash!();
    expect(decoy).toMatch(/^pbkdf2\$1000\$[\w+/]{22}==\$[\w+/]{43}=$/);
    expect(decoy.split('$').length).toBe(real.split('$').length);
    expect(hasher.decoyHash!()).not.toBe(decoy);
    expect(await hasher.verify('pw-123456', real)).toBe(true);
    for (const password of ['pw-123456', '', 'decoy password, never matches'])
      expect(await hasher.verify(password, decoy)).toBe(false);
  });
});
