import { escapeHtml } from '../../format/escape-html.js';

/** A tagged template that escapes every interpolated value unless it is already markup (`raw`). */
export function html(
  strings: TemplateStringsArray,
  ...values: readonly (string | number | Markup | readonly Markup[])[]
): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Markup(out);
}

/** Markup built by `html` or `raw`: never escaped again. */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** Trusted markup (the page's own CSS and script). */
export function raw(text: string): Markup {
  return new Markup(text);
}

function render(value: string | number | Markup | readonly Markup[]): string {
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map((item: Markup) => item.text).join('');
  return escapeHtml(String(value));
}

/** A table in a horizontally scrolling box (so a narrow screen scrolls the table, not the page): header cells and rows. */
export function scrollTable(head: readonly Markup[], rows: readonly Markup[]): Markup {
  return html`<div class="scroll">
    <table>
      <thead>
        <tr>
          ${head}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
}
