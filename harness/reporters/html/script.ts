/**
 * The page's script, inline: filters the results by status, rule and text, keeps the shown count, hides chapters
 * with nothing shown. Rule chips in the coverage table set the rule filter.
 */
export const SCRIPT = `
(function () {
  'use strict';
  var results = Array.prototype.slice.call(document.querySelectorAll('.result'));
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[name="status"]'));
  var rule = document.getElementById('rule-filter');
  var search = document.getElementById('search');
  var shown = document.getElementById('visible-count');
  function apply() {
    var statuses = {};
    boxes.forEach(function (box) { statuses[box.value] = box.checked; });
    var wanted = rule.value;
    var text = search.value.trim().toLowerCase();
    var count = 0;
    results.forEach(function (row) {
      var show = statuses[row.dataset.status] === true &&
        (wanted === '' || row.dataset.rules.split(' ').indexOf(wanted) !== -1) &&
        (text === '' || row.dataset.text.indexOf(text) !== -1);
      row.hidden = !show;
      if (show) count += 1;
    });
    document.querySelectorAll('section.chapter').forEach(function (section) {
      section.hidden = section.querySelector('.result:not([hidden])') === null;
    });
    shown.textContent = String(count);
  }
  boxes.forEach(function (box) { box.addEventListener('change', apply); });
  rule.addEventListener('change', apply);
  search.addEventListener('input', apply);
  document.getElementById('only-failing').addEventListener('click', function () {
    boxes.forEach(function (box) { box.checked = box.dataset.failing === 'true'; });
    apply();
  });
  document.getElementById('show-all').addEventListener('click', function () {
    boxes.forEach(function (box) { box.checked = true; });
    rule.value = '';
    search.value = '';
    apply();
  });
  document.querySelectorAll('span.chip[data-rule]').forEach(function (chip) {
    chip.addEventListener('click', function () {
      rule.value = chip.dataset.rule;
      apply();
      document.getElementById('results').scrollIntoView();
    });
  });
  apply();
})();
`;
