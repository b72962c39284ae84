import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  anchorsOf,
  checkDocLinks,
  describeProblem,
  docPages,
  linksOf,
  slugOf,
} from './doc-links.mjs';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the documentation of this repository', () => {
  it('has README.md and pages under docs/', () => {
    const pages = docPages(repository).map((path) => path.slice(repository.length + 1));
    expect(pages).toContain('README.md');
    expect(pages.some((page) => page.startsWith('docs/'))).toBe(true);
  });

  it('links only to files and headings that exist', () => {
    const problems = checkDocLinks(repository, docPages(repository)).map(describeProblem);
    expect(problems).toEqual([]);
  });
});

describe('the link check', () => {
  const trees = [];
  /** A repository of the given files in a temporary folder. */
  const tree = (files) => {
    const root = mkdtempSync(join(tmpdir(), 'murmur-doc-links-'));
    trees.push(root);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  };
  afterEach(() => {
    for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('names the file, line and target of a missing file and of a missing anchor', () => {
    const root = tree({
      'README.md': [
        '# Murmur',
        '',
        'See [the guide](docs/guide.md) and [its setup](docs/guide.md#set-up).',
        'A [lost page](docs/gone.md), ![a picture](docs/shot.png) and [a typo](docs/guide.md#setup).',
        '',
        '[guide]: docs/guide.md#running-it',
      ].join('\n'),
      'docs/guide.md': ['# Guide', '', '## Set up', '', '## Running it', ''].join('\n'),
      'docs/shot.png': 'not really a picture',
    });
    expect(checkDocLinks(root, docPages(root))).toEqual([
      {
        file: 'README.md',
        line: 4,
        target: 'docs/gone.md',
        reason: 'no such file: docs/gone.md',
      },
      {
        file: 'README.md',
        line: 4,
        target: 'docs/guide.md#setup',
        reason: 'no heading of docs/guide.md has the anchor #setup',
      },
    ]);
  });

  it('checks anchors on the same page, relative paths from the page, and external forms', () => {
    const root = tree({
      'README.md': '# Top\n',
      'docs/a.md': [
        '# Page A',
        '',
        '## Error codes',
        '',
        'Up to [the top](../README.md#top), [here](#error-codes), [nowhere](#error-code).',
        'A [site](https://hono.dev), a [bad one](https://), an [ftp one](ftp://example.com/f).',
      ].join('\n'),
    });
    expect(checkDocLinks(root, docPages(root)).map(describeProblem)).toEqual([
      'docs/a.md:5: #error-code: no heading of this page has the anchor #error-code',
      'docs/a.md:6: https://: the address is not a well-formed URL',
      'docs/a.md:6: ftp://example.com/f: only relative paths, #anchors, http(s) and mailto links are allowed',
    ]);
  });

  it('refuses a path that leads out of the repository', () => {
    const root = tree({ 'README.md': '[elsewhere](../outside.md)\n' });
    expect(checkDocLinks(root, docPages(root)).map((problem) => problem.reason)).toEqual([
      'the path leads out of the repository',
    ]);
  });

  it('leaves code alone: fenced blocks and inline code spans hold no links', () => {
    const text = [
      '```',
      '[not a link](missing.md)',
      '```',
      'Write `[x](y)` for a link; [a real one](real.md).',
    ].join('\n');
    expect(linksOf(text)).toEqual([{ line: 4, target: 'real.md' }]);
  });

  it('finds nested images, reference definitions and autolinks', () => {
    const text = '[![badge](b.svg)](page.md)\n\n[ref]: <docs/a b.md>\n\n<https://example.com/x>';
    expect(linksOf(text).map((link) => link.target)).toEqual([
      'b.svg',
      'page.md',
      'docs/a b.md',
      'https://example.com/x',
    ]);
  });
});

describe('GitHub-style anchors', () => {
  it('lowercases, drops punctuation and turns spaces into hyphens', () => {
    expect(slugOf('Using every core (WORKERS)')).toBe('using-every-core-workers');
    expect(slugOf('`LIST_CAP`, `X-Total-Count` and `Link`')).toBe(
      'list_cap-x-total-count-and-link',
    );
    expect(slugOf('Paging: keyset cursors')).toBe('paging-keyset-cursors');
    expect(slugOf('The [API](api.md) *at a glance*')).toBe('the-api-at-a-glance');
  });

  it('numbers repeated headings and ignores headings in code', () => {
    const text = ['# Notes', '## Notes', '```', '# Hidden', '```', '## Notes'].join('\n');
    expect([...anchorsOf(text)]).toEqual(['notes', 'notes-1', 'notes-2']);
  });
});
