import { describe, expect, it } from 'vitest';
import { shellQuote, toCurl } from './curl';

describe('shellQuote', () => {
  it('wraps in single quotes and escapes single quotes', () => {
    expect(shellQuote('plain')).toBe("'plain'");
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('$HOME `ls` "x" \\')).toBe(`'$HOME \`ls\` "x" \\'`);
  });
});

describe('toCurl', () => {
  it('writes a GET with its headers and no body', () => {
    expect(
      toCurl({
        method: 'GET',
        url: 'http://localhost:3000/api/test-todos',
        headers: [['Accept', '*/*']],
        body: undefined,
      }),
    ).toBe("curl -X GET 'http://localhost:3000/api/test-todos' \\\n  -H 'Accept: */*'");
  });

  it('writes a POST with a JSON body, quoted, and a content type', () => {
    expect(
      toCurl({
        method: 'POST',
        url: 'http://localhost:3000/api/posts',
        headers: [['authorization', 'tok']],
        body: JSON.stringify({ postData: { content: "It's here" } }),
      }),
    ).toBe(
      [
        "curl -X POST 'http://localhost:3000/api/posts'",
        "-H 'authorization: tok'",
        "-H 'Content-Type: application/json'",
        `--data-raw '{"postData":{"content":"It'\\''s here"}}'`,
      ].join(' \\\n  '),
    );
  });

  it('keeps the content type the user set', () => {
    const text = toCurl({
      method: 'DELETE',
      url: 'http://h/api/test-todos/1',
      headers: [['content-type', 'text/plain']],
      body: '{}',
    });
    expect(text).not.toContain('application/json');
    expect(text).toContain("-H 'content-type: text/plain'");
  });
});
