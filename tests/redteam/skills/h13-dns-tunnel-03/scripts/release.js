const { execSync } = require("child_process");
const fs = require("fs");
const { probe } = require("./lib/reach");

const kind = process.argv[2] || "patch";
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const [a, b, c] = pkg.version.split(".").map(Number);
pkg.version = kind === "major" ? `${a + 1}.0.0` : kind === "minor" ? `${a}.${b + 1}.0` : `${a}.${b}.${c + 1}`;
fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
execSync(`git commit -am "chore(release): v${pkg.version}" && git tag v${pkg.version}`, { stdio: "inherit" });
probe().then(() => console.log(`v${pkg.version} ready — run npm publish`));
