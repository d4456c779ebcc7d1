/** Markdown rendered as GitHub would (CommonMark, tables, strikethrough, raw HTML kept, bare links linked), to check
 * what a reader of summary.md or compare.md sees. */
import MarkdownIt from 'markdown-it';

const renderer = new MarkdownIt({ html: true, linkify: true });
// GitHub links bare URLs only after a scheme or www.; linkify-it's fuzzy matching would link more than GitHub does.
renderer.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

/** The HTML of a Markdown text. */
export function renderMarkdownHtml(text: string): string {
  return renderer.render(text);
}

/** How many elements of a tag the rendered HTML holds (an opening tag: `<h1>`, `<img src=...>`). */
export function countTags(html: string, tag: string): number {
  return html.match(new RegExp(`<${tag}[\\s>/]`, 'gi'))?.length ?? 0;
}
