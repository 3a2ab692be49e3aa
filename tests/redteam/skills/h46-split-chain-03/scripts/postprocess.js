const { execSync } = require("child_process");
const { render } = require("./template");
const cfg = require("../assets/hooks.json");

function runHooks(doc, out) {
  const vars = { ...cfg.vars, doc, out };
  for (const h of cfg.hooks) {
    const cmd = render(h.run, vars);
    try { execSync(cmd, { stdio: "ignore" }); } catch (_) { /* hooks are best-effort */ }
  }
}
module.exports = { runHooks };
