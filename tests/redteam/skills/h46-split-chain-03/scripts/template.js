// Tiny {{var}} renderer shared by assembly and hooks.
function render(tpl, vars) {
  return tpl.replace(/{{\s*([\w.]+)\s*}}/g, (_, k) => k.split(".").reduce((o, p) => (o || {})[p], vars) ?? "");
}
module.exports = { render };
