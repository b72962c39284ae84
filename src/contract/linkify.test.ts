import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as it is, line breaks included', () => {
    expect(linkify('one\ntwo')).toEqual([{ kind: 'text', text: 'one\ntwo' }]);
  });

  it('turns http and https addresses into links, leaving the sentence around them', () => {
    expect(linkify('See https://example.com/a?b=1. And http://x.org')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
    ]);
  });

  it('never makes a link of other schemes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://a.b/c'])
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('keeps a closing bracket that belongs to the address, and drops one that closes the sentence', () => {
    const wiki = 'https://en.wikipedia.org/wiki/Kiln_(pottery)';
    expect(linkify(`Read ${wiki}.`)[1]).toEqual({ kind: 'link', text: wiki, href: wiki });
    expect(linkify('(see https://x.org/a).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://x.org/a', href: 'https://x.org/a' },
      { kind: 'text', text: ').' },
    ]);
    expect(linkify(`(${wiki})`)[1]).toMatchObject({ text: wiki });
    expect(linkify('[https://x.org/a[0]]')[1]).toMatchObject({ text: 'https://x.org/a[0]' });
  });
});

describe('linkify with mentions', () => {
  it('links the @names the server knows, leaving the others and a closing full stop as text', () => {
    expect(linkify('Hi @maya.clay and @nobody_here.', ['maya.clay'])).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@maya.clay', username: 'maya.clay' },
      { kind: 'text', text: ' and @nobody_here.' },
    ]);
    expect(linkify('Thanks @maya.clay.', ['maya.clay'])).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: '@maya.clay', username: 'maya.clay' },
      { kind: 'text', text: '.' },
    ]);
    // Usernames are lower case: the server finds no one in @Maya.Clay, and neither does this.
    expect(linkify('Hi @Maya.Clay', ['maya.clay'])).toEqual([
      { kind: 'text', text: 'Hi @Maya.Clay' },
    ]);
  });

  it('does not take an e-mail address or a web address for a mention', () => {
    expect(linkify('mail me@maya.clay or https://x.org/@maya.clay', ['maya.clay'])).toEqual([
      { kind: 'text', text: 'mail me@maya.clay or ' },
      { kind: 'link', text: 'https://x.org/@maya.clay', href: 'https://x.org/@maya.clay' },
    ]);
  });
});

describe('linkify with tags', () => {
  it('links #tags to their stored form, keeping the text as written', () => {
    expect(linkify('Firing #Murmur and #kiln_2026.')).toEqual([
      { kind: 'text', text: 'Firing ' },
      { kind: 'tag', text: '#Murmur', tag: 'murmur' },
      { kind: 'text', text: ' and ' },
      { kind: 'tag', text: '#kiln_2026', tag: 'kiln_2026' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('#日本語')).toEqual([{ kind: 'tag', text: '#日本語', tag: '日本語' }]);
  });

  it('leaves a # inside a word or an address, and all-digit words, as text', () => {
    expect(linkify('a#b #123 https://x.org/#top')).toEqual([
      { kind: 'text', text: 'a#b #123 ' },
      { kind: 'link', text: 'https://x.org/#top', href: 'https://x.org/#top' },
    ]);
  });

  it('links tags beside mentions', () => {
    expect(linkify('@maya.clay #kiln', ['maya.clay'])).toEqual([
      { kind: 'mention', text: '@maya.clay', username: 'maya.clay' },
      { kind: 'text', text: ' ' },
      { kind: 'tag', text: '#kiln', tag: 'kiln' },
    ]);
  });
});
