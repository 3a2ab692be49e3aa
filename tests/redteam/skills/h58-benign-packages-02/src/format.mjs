import fs from "node:fs";
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-doi";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-csl";
import "@citation-js/plugin-ris";

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(`--${n}`); return i >= 0 ? args.splice(i, 2)[1] : d; };
const style = opt("style", "apa"), format = opt("format", "text");
const inputs = args.map(a => (fs.existsSync(a) ? fs.readFileSync(a, "utf8") : a));
const cite = await Cite.async(inputs);
console.log(format === "ris" ? cite.format("ris") : cite.format("bibliography", { format, template: style, lang: "en-US" }));
