// The documentation's link check: every Markdown link and image in README.md and docs/**/*.md
// must lead somewhere. A relative target must exist in the repository, and a #anchor (on the
// same page or another) must match one of that page's headings as GitHub slugs it. External
// http(s) links are checked for form only: no request leaves the machine.
//
// node scripts/lint/doc-links.mjs prints each problem as file:line: target: reason and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A heading's anchor as GitHub makes it: the heading's text without its Markdown, lowercased,
 * with every character that is not a letter, digit, space, hyphen or underscore removed, and
 * each space turned into a hyphen.
 */
export function slugOf(heading) {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text a heading shows: links by their text, code and emphasis without their marks. */
function headingText(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2')
    .trim();
}

/** The lines of a page outside fenced code blocks, each with its 1-based number. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split(/\r?\n/).forEach((line, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (fence === null) fence = marker[1];
      else if (marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null;
      return;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** The anchors a page offers: its headings' slugs (a repeated one gets -1, -2…) and HTML ids. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** A line without its inline code spans, which hold text, not links. */
const withoutCode = (line) => line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));

/**
 * Every link and image target of a page, with its line: inline `[text](target)` and
 * `![alt](target)` (a title after the target is left out), reference definitions `[label]: target`
 * and autolinks `<https://…>`.
 */
export function linksOf(text) {
  const links = [];
  for (const { line, number } of proseLines(text)) {
    const prose = withoutCode(line);
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (definition) links.push({ line: number, target: unwrap(definition[1]) });
    // Each "](" ends a link's or an image's text, nested ones too ([![alt](picture)](page)).
    for (const inline of prose.matchAll(/\]\(\s*(<[^>]*>|[^\s)]*)/g))
      links.push({ line: number, target: unwrap(inline[1]) });
    for (const auto of prose.matchAll(/<(https?:[^>\s]*)>/g))
      links.push({ line: number, target: auto[1] });
  }
  return links;
}

const unwrap = (target) =>
  target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;

/** Why an external link is malformed, or undefined when it is well formed. */
function externalProblem(target) {
  try {
    const url = new URL(target);
    if (!url.hostname.includes('.') && url.hostname !== 'localhost')
      return 'the address has no host';
    return undefined;
  } catch {
    return 'the address is not a well-formed URL';
  }
}

/**
 * The problems of the pages' links, each as { file, line, target, reason } with `file` relative
 * to `root`. `files` are absolute paths of Markdown pages inside `root`.
 */
export function checkDocLinks(root, files) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };

  for (const file of files) {
    const name = relative(root, file).split(sep).join('/');
    for (const { line, target } of linksOf(readFileSync(file, 'utf8'))) {
      const problem = (reason) => problems.push({ file: name, line, target, reason });
      if (target === '') {
        problem('the link has no target');
        continue;
      }
      if (/^https?:/i.test(target)) {
        const reason = externalProblem(target);
        if (reason) problem(reason);
        continue;
      }
      if (/^mailto:/i.test(target)) continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        problem('only relative paths, #anchors, http(s) and mailto links are allowed');
        continue;
      }
      const hashAt = target.indexOf('#');
      const pathPart = hashAt === -1 ? target : target.slice(0, hashAt);
      const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
      let path;
      try {
        path = decodeURIComponent(pathPart.split('?')[0]);
      } catch {
        problem('the path is not validly percent-encoded');
        continue;
      }
      const resolved =
        path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
      const inside = relative(root, resolved);
      if (inside.startsWith('..') || resolve(root, inside) !== resolved) {
        problem('the path leads out of the repository');
        continue;
      }
      if (!existsSync(resolved)) {
        problem(`no such file: ${inside.split(sep).join('/')}`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) {
        problem('an anchor can be checked only on a Markdown page');
        continue;
      }
      if (!anchorsIn(resolved).has(anchor)) {
        const page = path === '' ? 'this page' : inside.split(sep).join('/');
        problem(`no heading of ${page} has the anchor #${anchor}`);
      }
    }
  }
  return problems;
}

/** README.md and every Markdown page under docs/, as absolute paths. */
export function docPages(root) {
  const pages = [join(root, 'README.md')].filter((path) => existsSync(path));
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) pages.push(path);
    }
  };
  walk(join(root, 'docs'));
  return pages;
}

/** One problem as a line a person can act on. */
export const describeProblem = ({ file, line, target, reason }) =>
  `${file}:${line}: ${target}: ${reason}`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const problems = checkDocLinks(root, docPages(root));
  for (const problem of problems) console.error(describeProblem(problem));
  if (problems.length > 0) process.exit(1);
  console.log('Every link of README.md and docs/ leads somewhere.');
}
