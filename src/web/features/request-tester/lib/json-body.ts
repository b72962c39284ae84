import { jsonExpectedMessage } from '@/contract/client-messages';
import { clientMessages } from '@/contract/client-messages';

export type JsonCheck =
  { ok: true; value: unknown } | { ok: false; line: number; column: number; reason: string };

/** Line and column (both from 1) of a character offset in the text. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

class Fault extends Error {
  constructor(
    readonly offset: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * Walks text that JSON.parse refused to find its first fault. Engines word and place their errors
 * differently (some versions name no position at all), so the tester does not read their message.
 */
class FaultFinder {
  private at = 0;
  constructor(private readonly text: string) {}

  find(): Fault {
    try {
      this.value();
      this.skipSpace();
      if (this.at < this.text.length) this.fail('the end of the text');
    } catch (error) {
      if (error instanceof Fault) return error;
      throw error;
    }
    return new Fault(0, clientMessages.bodyNotJson);
  }

  private fail(expected: string): never {
    const found = this.at >= this.text.length ? 'the end of the text' : `'${this.text[this.at]}'`;
    throw new Fault(this.at, jsonExpectedMessage(expected, found));
  }

  private skipSpace() {
    while (' \t\n\r'.includes(this.text[this.at] ?? 'x')) this.at++;
  }

  private expect(char: string, expected = `'${char}'`) {
    if (this.text[this.at] !== char) this.fail(expected);
    this.at++;
  }

  private value(): void {
    this.skipSpace();
    const char = this.text[this.at];
    if (char === '{') return this.container('}', () => this.property());
    if (char === '[') return this.container(']', () => this.value());
    if (char === '"') return this.string();
    for (const word of ['true', 'false', 'null']) if (char === word[0]) return this.word(word);
    this.number();
  }

  private property() {
    this.skipSpace();
    if (this.text[this.at] !== '"') this.fail('a property name in double quotes');
    this.string();
    this.skipSpace();
    this.expect(':');
    this.value();
  }

  private container(close: string, item: () => void) {
    this.at++;
    this.skipSpace();
    if (this.text[this.at] === close) return void this.at++;
    for (;;) {
      item();
      this.skipSpace();
      if (this.text[this.at] !== ',') return this.expect(close, `',' or '${close}'`);
      this.at++;
    }
  }

  private word(word: string) {
    for (const char of word) this.expect(char, `'${word}'`);
  }

  private string() {
    this.at++;
    while (this.text[this.at] !== '"') {
      const char = this.text[this.at];
      if (char === undefined) this.fail('a closing quote');
      if (char < ' ') this.fail('no line break or control character inside a string');
      if (char === '\\') this.escape();
      this.at++;
    }
    this.at++;
  }

  private escape() {
    this.at++;
    if (this.text[this.at] !== 'u') {
      if (!'"\\/bfnrt'.includes(this.text[this.at] ?? 'x')) this.fail('an escape such as \\n');
      return;
    }
    for (let digit = 0; digit < 4; digit++) {
      this.at++;
      if (!/[0-9a-fA-F]/.test(this.text[this.at] ?? '')) this.fail('a hex digit');
    }
  }

  private number() {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at));
    if (!match) this.fail('a value');
    this.at += match[0].length;
  }
}

/** Checks the body as it is typed: empty text is refused too ("The body is empty."). */
export function checkJson(text: string): JsonCheck {
  if (text.trim() === '')
    return { ok: false, line: 1, column: 1, reason: clientMessages.bodyEmpty };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const fault = new FaultFinder(text).find();
    return { ok: false, ...positionOf(text, fault.offset), reason: fault.message };
  }
}
