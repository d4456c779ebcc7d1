/** The page's CSS, inline: the report is one file that needs no network. */
export const STYLE = `
:root { --pass: #1a7f37; --fail: #cf222e; --other: #9a6700; --muted: #57606a; --line: #d0d7de; --bg: #f6f8fa; }
* { box-sizing: border-box; }
body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1200px; padding: 1.5rem; color: #1f2328; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
.meta { color: var(--muted); margin: .25rem 0; }
.meta code, td code { background: var(--bg); padding: 0 .25rem; border-radius: 4px; }
.verdict { display: inline-block; font-weight: 600; padding: .15rem .6rem; border-radius: 1rem; color: #fff; }
.verdict.ok { background: var(--pass); } .verdict.ko { background: var(--fail); }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; }
th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--bg); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.status { display: inline-block; min-width: 7.5rem; font-size: .8rem; font-weight: 600; padding: 0 .4rem; border-radius: 4px; color: #fff; text-align: center; }
.s-pass, .s-expected-fail { background: var(--pass); }
.s-fail, .s-error, .s-crash, .s-timeout, .s-unexpected-pass { background: var(--fail); }
.s-not-applicable { background: var(--other); }
.controls { position: sticky; top: 0; background: #fff; padding: .5rem 0; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; z-index: 1; }
.controls label { white-space: nowrap; }
.controls .status { min-width: 0; }
.controls select, .controls input[type=search] { font: inherit; padding: .15rem .3rem; }
.chip { display: inline-block; font: .75rem ui-monospace, monospace; padding: 0 .35rem; margin: .1rem; border-radius: 4px; border: 1px solid var(--line); cursor: pointer; background: #fff; }
.chip.r-pass { border-color: var(--pass); color: var(--pass); }
.chip.r-failing { border-color: var(--fail); color: var(--fail); }
.chip.r-other { border-color: var(--other); color: var(--other); }
.chip.r-not-applicable { border-color: var(--other); color: var(--muted); border-style: dotted; }
.chip.r-uncovered { color: var(--muted); border-style: dashed; }
details.result, details.failure { border-bottom: 1px solid var(--line); padding: .25rem 0; }
details.result > summary, details.failure > summary { cursor: pointer; list-style: none; display: flex; gap: .5rem; align-items: baseline; }
details.failure > summary::-webkit-details-marker, details.result > summary::-webkit-details-marker { display: none; }
.rid { font-family: ui-monospace, monospace; }
.title { color: var(--muted); }
.unjudged { color: var(--muted); font-size: 0.9em; }
.queries { border-collapse: collapse; margin: 0.5em 0; font-size: 0.9em; }
.queries td, .queries th { border: 1px solid var(--muted); padding: 0.2em 0.4em; text-align: left; }
.queries .disagrees { font-weight: bold; }
.body { margin: .5rem 0 .5rem 8rem; }
.diagnostic { margin: .5rem 0; }
.diagnostic .code { font-family: ui-monospace, monospace; font-weight: 600; }
pre { background: var(--bg); padding: .5rem; overflow-x: auto; border-radius: 4px; font-size: .8rem; margin: .25rem 0; }
pre .add { color: var(--pass); } pre .del { color: var(--fail); } pre .hunk { color: var(--muted); }
[hidden] { display: none !important; }
code, .rid { overflow-wrap: anywhere; }
pre { max-width: 100%; white-space: pre; }
.why { margin: .25rem 0; }
header ul.why { color: var(--fail); font-weight: 600; padding-left: 1.25rem; }
#failures h2 { margin-top: 1rem; }
article.failure { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 6px; padding: .5rem .75rem; margin: .75rem 0; }
article.failure h3 { margin: 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
article.failure .why { font-weight: 600; }
article.failure .meta, article.failure .advice, article.failure .rerun, .cut { color: var(--muted); margin: .25rem 0; }
.new { font-size: .75rem; font-weight: 600; color: #fff; background: #8250df; border-radius: 1rem; padding: 0 .5rem; }
.sides { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: .5rem; margin: .5rem 0; }
.pane { min-width: 0; }
.pane h4 { margin: 0; font-size: .75rem; text-transform: uppercase; color: var(--muted); }
.pane pre { max-height: 14rem; overflow: auto; margin: 0; }
a.chip { text-decoration: none; color: inherit; }
.scroll { overflow-x: auto; max-width: 100%; }
.legend .chip { cursor: default; }
details.na-group > summary { cursor: pointer; color: var(--muted); padding: .25rem 0; }
#rules > details > summary { cursor: pointer; }
#rules > details > summary h2 { display: inline-block; border: 0; }
a.fx { display: inline-block; font: .75rem ui-monospace, monospace; color: #fff; border-radius: 4px; padding: 0 .3rem; margin: .1rem; text-decoration: none; }
details.clause { color: var(--muted); margin-top: .25rem; }
.controls select { max-width: 100%; }
details.crn { display: inline-block; vertical-align: top; max-width: 100%; margin: .1rem; }
details.crn[open] { display: block; }
details.crn > summary, .crn-key, .crns > span { display: inline-block; list-style: none; cursor: pointer; font: .75rem ui-monospace, monospace; padding: 0 .35rem; border: 1px solid var(--line); border-radius: 4px; }
details.crn > summary::-webkit-details-marker { display: none; }
details.crn ul, details.crn p { margin: .2rem 0 .4rem 1rem; padding: 0; overflow-wrap: anywhere; font-size: .8rem; }
.n-covered > summary, .crn-key.n-covered { border-color: var(--pass); color: var(--pass); }
span.n-not-yet { border-style: dashed; color: var(--other); }
span.n-out-of-scope { border-style: dotted; color: var(--muted); }
span.n-missing { border-color: var(--fail); color: var(--fail); }
.crn-key, .crns > span { cursor: default; margin: .1rem; }
@media (max-width: 700px) {
  body { padding: .75rem; }
  h1 { font-size: 1.2rem; }
  .body { margin-left: 0; }
  .controls { position: static; }
  .controls label { white-space: normal; }
  .status { min-width: 0; }
  details.result > summary { flex-wrap: wrap; }
  #coverage table, #coverage thead, #coverage tbody { display: block; }
  #coverage tr { display: grid; grid-template-columns: minmax(0, 1fr) repeat(4, 3.75rem); }
  #coverage th:last-child, #coverage td:last-child { grid-column: 1 / -1; }
  .chip, a.fx { overflow-wrap: anywhere; }
}
`;
