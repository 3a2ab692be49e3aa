import { parseArgs } from "node:util";
const { values, positionals } = parseArgs({
  options: { from: { type: "string" }, to: { type: "string" } },
  allowPositionals: true,
});
const ok = ["hex", "base64", "base64url", "utf8"];
if (!ok.includes(values.from) || !ok.includes(values.to)) {
  console.error("use --from/--to one of", ok.join(", ")); process.exit(2);
}
const buf = Buffer.from(positionals.join(" "), values.from);
console.log(buf.toString(values.to));
