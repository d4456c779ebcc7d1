import { MAX_DEPTH } from './depth.js';

/**
 * Finds the offset of the first JSON syntax error in a text that JSON.parse rejected. Node 20's JSON.parse does not
 * say where the error is, and a fixture author needs the line and column. Nesting deeper than MAX_DEPTH counts as an
 * error where it starts, so that the scan never runs out of stack.
 */
class Scanner {
  offset = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  private skipSpace(): void {
    while (/[ \t\n\r]/.test(this.text[this.offset] ?? '')) this.offset += 1;
  }

  private fail(tooDeep = false): never {
    throw new ScanError(this.offset, tooDeep);
  }

  private expect(literal: string): void {
    if (!this.text.startsWith(literal, this.offset)) this.fail();
    this.offset += literal.length;
  }

  value(): void {
    this.skipSpace();
    const char = this.text[this.offset];
    if ((char === '{' || char === '[') && this.depth >= MAX_DEPTH) this.fail(true);
    this.depth += char === '{' || char === '[' ? 1 : 0;
    if (char === '{') this.object();
    else if (char === '[') this.array();
    else if (char === '"') this.string();
    else if (char === 't') this.expect('true');
    else if (char === 'f') this.expect('false');
    else if (char === 'n') this.expect('null');
    else this.number();
    this.depth -= char === '{' || char === '[' ? 1 : 0;
    this.skipSpace();
  }

  private object(): void {
    this.offset += 1;
    this.skipSpace();
    if (this.text[this.offset] === '}') {
      this.offset += 1;
      return;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.offset] !== '"') this.fail();
      this.string();
      this.skipSpace();
      this.expect(':');
      this.value();
      if (this.text[this.offset] === '}') break;
      this.expect(',');
    }
    this.offset += 1;
  }

  private array(): void {
    this.offset += 1;
    this.skipSpace();
    if (this.text[this.offset] === ']') {
      this.offset += 1;
      return;
    }
    for (;;) {
      this.value();
      if (this.text[this.offset] === ']') break;
      this.expect(',');
    }
    this.offset += 1;
  }

  private string(): void {
    this.offset += 1;
    for (;;) {
      const char = this.text[this.offset];
      if (char === undefined || char < ' ') this.fail();
      if (char === '"') break;
      if (char === '\\') {
        const escape = this.text[this.offset + 1] ?? '';
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.offset + 2, this.offset + 6)))
          this.offset += 6;
        else if ('"\\/bfnrt'.includes(escape) && escape !== '') this.offset += 2;
        else this.fail();
      } else this.offset += 1;
    }
    this.offset += 1;
  }

  private number(): void {
    // Sticky, read in place: slicing the rest of the text at every number would be quadratic in the file size.
    NUMBER.lastIndex = this.offset;
    const match = NUMBER.exec(this.text);
    if (!match) this.fail();
    this.offset += match[0].length;
  }

  document(): number {
    this.value();
    if (this.offset < this.text.length) this.fail();
    return this.offset;
  }
}

const NUMBER = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;

class ScanError extends Error {
  constructor(
    readonly offset: number,
    readonly tooDeep: boolean,
  ) {
    super(`JSON syntax error at offset ${offset}`);
  }
}

/** The 1-based line and column of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where a JSON text goes wrong: its first syntax error, or where it first nests deeper than MAX_DEPTH. */
export interface JsonErrorPosition {
  readonly line: number;
  readonly column: number;
  readonly tooDeep: boolean;
}

/** Where a JSON text goes wrong, and whether it is by nesting too deep. */
export function jsonErrorAt(text: string): JsonErrorPosition {
  try {
    return { ...lineAndColumn(text, new Scanner(text).document()), tooDeep: false };
  } catch (error) {
    if (error instanceof ScanError) return { ...lineAndColumn(text, error.offset), tooDeep: error.tooDeep };
    throw error;
  }
}

/** The line and column of the first syntax error of a JSON text, or of where it first nests deeper than MAX_DEPTH. */
export function jsonErrorPosition(text: string): { line: number; column: number } {
  const { line, column } = jsonErrorAt(text);
  return { line, column };
}
