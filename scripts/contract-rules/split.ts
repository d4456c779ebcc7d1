/**
 * Cuts the interpreting contract (spec/INTERPRETING.md) into sentences, so that spec/contract-rules.json can give each
 * one a row. A block is a paragraph, a list item (nested ones apart) or a table row; a block's lines are joined with
 * single spaces, and the block is cut after `.`, `!` or `?` followed by a space and the start of a new sentence (a
 * capital, a backtick, a quote, bold), never inside inline code or brackets, so "(CR 312.2.a, 316.5.b)" stays whole.
 * A table row is one sentence: its cells, trimmed, joined with " | "; header and separator rows are not sentences.
 */

/** One sentence of the contract, whitespace-normalised, with the section it stands in and its first line. */
export interface ContractSentence {
  /** The number of the innermost numbered heading above it, such as `4.1` or `3`. */
  readonly section: string;
  readonly text: string;
  /** 1-based line of the block the sentence starts in. */
  readonly line: number;
}

/** The sections whose sentences state game rules (INTERPRETING.md 2, 3 and 4: section 2 holds the named advance); the others speak of the protocol only. */
export const RULE_SECTIONS: readonly string[] = ['2', '3', '4'];

const HEADING = /^(#{1,6})\s+(?:(\d+(?:\.\d+)*)\.?\s)?/u;
const ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+/u;
const FENCE = /^\s*(```|~~~)/u;
const TABLE_SEPARATOR = /^\s*\|(?:\s*:?-+:?\s*\|)+\s*$/u;

interface Block {
  readonly section: string;
  readonly line: number;
  readonly lines: string[];
  readonly table: boolean;
}

/** Collapses every run of white space to one space and trims the ends. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** The cells of a table row, split on unescaped pipes and trimmed. */
function tableCells(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/u, '')
    .replace(/(?<!\\)\|$/u, '');
  return inner.split(/(?<!\\)\|/u).map((cell) => normaliseWhitespace(cell));
}

/** Whether the character at `i` ends a sentence: punctuation, a space, then what a sentence starts with. */
function endsSentence(text: string, i: number): boolean {
  if (!'.!?'.includes(text[i] ?? '')) return false;
  return /^ (?:[A-Z`"*]|\[)/u.test(text.slice(i + 1, i + 3));
}

/** Cuts one block's text into sentences, outside inline code and brackets. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let code = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (char === '`') {
      let run = 1;
      while (text[i + run] === '`') run += 1;
      code = code === 0 ? run : code === run ? 0 : code;
      i += run - 1;
      continue;
    }
    if (code !== 0) continue;
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && endsSentence(text, i)) {
      sentences.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/** The blocks of the contract, each with the section it stands in. */
function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  let section = '';
  let current: Block | undefined;
  let fenced = false;
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = HEADING.exec(line);
    if (fenced || FENCE.test(line) || heading || line.trim() === '') {
      if (heading?.[2] !== undefined) section = heading[2];
      current = undefined;
      return;
    }
    const table = line.trimStart().startsWith('|');
    const next = lines[index + 1] ?? '';
    if (table && (TABLE_SEPARATOR.test(line) || TABLE_SEPARATOR.test(next))) return;
    if (table || ITEM.test(line) || current === undefined || current.table) {
      current = { section, line: index + 1, lines: [], table };
      found.push(current);
    }
    current.lines.push(table ? tableCells(line).join(' | ') : line.replace(ITEM, ''));
  });
  return found;
}

/** Whether a section number lies in one of the given top-level sections (`4.1` in `4`). */
function inSections(section: string, sections: readonly string[]): boolean {
  return sections.some((top) => section === top || section.startsWith(`${top}.`));
}

/** Every sentence of the given sections of the contract, in the order of the text. */
export function contractSentences(markdown: string, sections: readonly string[] = RULE_SECTIONS): ContractSentence[] {
  return blocks(markdown)
    .filter((block) => inSections(block.section, sections))
    .flatMap((block) => {
      const text = normaliseWhitespace(block.lines.join(' '));
      const parts = block.table ? [text] : splitSentences(text);
      return parts.map((part) => ({ section: block.section, text: part, line: block.line }));
    });
}
