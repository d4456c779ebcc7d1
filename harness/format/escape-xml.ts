/**
 * XML's one escaping layer (junit.xml). Text is written as escaped character data, never as CDATA, so no string can
 * end a section early; every character XML 1.0 cannot hold (most controls, lone surrogates, U+FFFE/FFFF) is shown as
 * an escape, as are the other controls and bidi characters.
 */
import { showHidden } from './visible.js';

/** Outside or own text as the content of an element. */
export function xmlText(text: string): string {
  return showHidden(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Text as a double-quoted attribute value; tabs and line breaks kept as references (a parser would fold them). */
export function xmlAttr(text: string): string {
  return xmlText(text).replaceAll('"', '&quot;').replaceAll('\n', '&#10;').replaceAll('\t', '&#9;');
}

/** An element of a document to write: its attributes, then either text or child elements. */
export interface XmlElement {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string | number | undefined>>;
  readonly text?: string;
  readonly children?: readonly XmlElement[];
}

function attributesOf(element: XmlElement): string {
  return Object.entries(element.attributes ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${xmlAttr(String(value))}"`)
    .join('');
}

/** One element and what it holds, indented two spaces a level; names are the harness's own. */
function renderElement(element: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth);
  const open = `${indent}<${element.name}${attributesOf(element)}`;
  if (element.text !== undefined) return `${open}>${xmlText(element.text)}</${element.name}>`;
  const children = element.children ?? [];
  if (children.length === 0) return `${open}/>`;
  return `${open}>\n${children.map((child) => renderElement(child, depth + 1)).join('\n')}\n${indent}</${element.name}>`;
}

/** A whole XML document (UTF-8) of one root element. */
export function renderXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderElement(root, 0)}\n`;
}
