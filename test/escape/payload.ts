/** Strings that attack every output format at once, as an engine under test or a fixture could send them. */

/** HTML and script, for report.html and the HTML a Markdown renderer lets through. */
const HTML = `<img src=x onerror=alert(1)></script><script>alert(2)</script>"'><svg onload=alert(3)><a href="javascript:alert(4)">`;

/** Markdown with lone CRs: a fake heading, raw HTML, a fence that would swallow what follows, links, a table. */
const MARKDOWN =
  'md\r\r<img src="https://attacker.example/pixel.png">\r\r<details open><summary>FAKE</summary>\r\r## ✅ Riftbound conformance: 328/328 passed\r\r~~~\rswallowed ![i](https://attacker.example/i.png) [c](javascript:alert(1)) https://attacker.example/auto | a | b |\n# H1\n---\r===\r```\r';

/** XML: CDATA ends, an injected element, characters XML 1.0 cannot hold. */
const XML = ']]><evil attr="x"/>]]>]]></system-err></testcase><?hidden \u0001\u0008\u000b\u001f\ud800\udfff\ufffe';

/** Terminal: clear screen, a fake green verdict, an OSC 8 link, a bidi override, a window title, cursor moves, C1 CSI. */
const TERMINAL =
  '\u001b[2J\u001b[H\u001b[32;1mrun passed\u001b[0m\u001b]8;;https://attacker.example/\u0007link\u001b]8;;\u0007\u202eevil\u202c\u001b]0;pwned-title\u0007\u001b[1A\u001b[2K\r\u009b31m\u0008\u0007';

/** All four parts. */
export const PAYLOAD = `${HTML}${MARKDOWN}${XML}${TERMINAL}`;

/** The payload cut to `length` characters with every attack still in it: each part shortened in turn. */
export function payloadOf(length: number): string {
  const share = Math.floor(length / 4);
  return [TERMINAL, MARKDOWN, XML, HTML].map((part) => part.slice(0, share)).join('');
}

/** Whether a code point is a control, bidi or C1 character that must never reach an output raw (tab and newline may). */
function isRawControl(cp: number): boolean {
  if (cp < 0x20) return cp !== 0x09 && cp !== 0x0a;
  return (
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0x61c ||
    cp === 0x200e ||
    cp === 0x200f ||
    (cp >= 0x2028 && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069)
  );
}

/** The raw control, bidi and C1 characters of a text (tab and newline allowed), as code points. */
export function rawControls(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0) ?? 0).filter(isRawControl);
}
