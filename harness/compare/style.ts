/** The comparison page's CSS, inline. The page never scrolls sideways; the matrix scrolls in its own box. */
export const COMPARE_STYLE = `
:root { --pass: #1a7f37; --fail: #cf222e; --na: #9a6700; --muted: #57606a; --line: #d0d7de; --bg: #f6f8fa;
  --pass-bg: #dafbe1; --fail-bg: #ffebe9; --na-bg: #fff8c5; --none-bg: #ffffff; }
* { box-sizing: border-box; }
body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1300px; padding: 1.5rem; color: #1f2328; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
code, .rid, .code { font-family: ui-monospace, monospace; font-size: .85em; }
.engines { margin: 0; padding-left: 1.25rem; color: var(--muted); }
.engines strong { color: #1f2328; }
.warning { border: 1px solid var(--na); background: var(--na-bg); border-radius: 6px; padding: .5rem .75rem; margin: 1rem 0; }
.warning ul { margin: .25rem 0 0; }
.note { color: var(--muted); margin: .25rem 0; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; margin: .5rem 0; }
.legend .cell { display: inline-block; min-width: 1.75rem; text-align: center; border: 1px solid var(--line); border-radius: 4px; }
.matrix-wrap { max-width: 100%; overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; }
table.matrix { border-collapse: collapse; min-width: 100%; }
.matrix th, .matrix td { padding: .3rem .5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
.matrix thead th { background: var(--bg); position: sticky; top: 0; }
.matrix th[scope=row], .matrix .corner { position: sticky; left: 0; background: #fff; z-index: 1; white-space: nowrap; }
.matrix .corner { background: var(--bg); z-index: 2; }
.matrix th.engine { min-width: 11rem; overflow-wrap: anywhere; }
.matrix .file { font-weight: normal; color: var(--muted); font-size: .8em; }
.matrix tr.chapter th { background: var(--bg); position: static; text-transform: capitalize; }
.matrix tr.chapter .title { font-weight: normal; color: var(--muted); text-transform: none; }
.matrix td.cell { min-width: 11rem; border-left: 1px solid var(--line); }
.c-pass { background: var(--pass-bg); }
.c-failing { background: var(--fail-bg); }
.c-not-applicable { background: var(--na-bg); }
.c-none { background: var(--none-bg); color: var(--muted); }
.mark { display: inline-block; min-width: 1rem; font-weight: 700; text-decoration: none; margin-right: .25rem; }
.c-pass .mark { color: var(--pass); } .c-failing .mark { color: var(--fail); } .c-not-applicable .mark { color: var(--na); }
.n { display: inline-block; font-size: .8em; padding: 0 .3rem; margin: 0 .15rem .1rem 0; border-radius: 4px; color: #fff; white-space: nowrap; }
.n-pass, .n-unexpected-pass { background: var(--pass); }
.n-fail, .n-expected-fail, .n-error, .n-timeout, .n-crash { background: var(--fail); }
.n-not-applicable { background: var(--na); }
.n-partly { background: #fff; color: var(--muted); border: 1px dashed var(--muted); }
.matrix tfoot th, .matrix tfoot td { border-top: 2px solid #1f2328; font-weight: 600; }
.divergence { margin: .4rem 0; }
.divergence:target { background: var(--na-bg); }
.divergence .code { font-weight: 600; }
`;
