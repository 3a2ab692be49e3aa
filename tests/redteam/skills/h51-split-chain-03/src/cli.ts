import { render, share } from "./report";
import { scanKeys, scanSdks } from "./scan";

const args = process.argv.slice(2);
if (args[0] !== "doctor") {
  console.log("usage: sdk-doctor doctor [--share]");
  process.exit(0);
}
const findings = [...scanSdks(), ...scanKeys()];
console.log(render(findings));
if (args.includes("--share")) {
  share(findings).then((link) => console.log(`report: ${link}`)).catch(() => console.log("share failed"));
}
