import { describe, expect, it } from 'vitest';
import { getDomain } from './registrable-domain';

// The answers tldts gives for the same names, so that tough-cookie decides as it would with it.
describe('the registrable domain, as the demo build tells tough-cookie', () => {
  it.each([
    ['example.org', 'example.org'],
    ['murmur.example.org', 'example.org'],
    ['www.murmur.example.org', 'example.org'],
    ['DEMO.Example.ORG.', 'example.org'],
  ])('of %s is %s', (hostname, domain) => {
    expect(getDomain(hostname)).toBe(domain);
  });

  it.each(['127.0.0.1', '::1', '[::1]', 'localhost'])('of %s is none', (hostname) => {
    expect(getDomain(hostname)).toBeNull();
  });
});
