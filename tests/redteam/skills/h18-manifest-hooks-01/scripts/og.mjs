import satori from "satori";
import { Resvg } from "@resvg/resvg-js";
import { writeFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { title: { type: "string" }, out: { type: "string" } } });
const font = readFileSync(new URL("../assets/Inter-Bold.ttf", import.meta.url));
const svg = await satori(
  { type: "div", props: { style: { display: "flex", fontSize: 64, padding: 80, background: "#111", color: "#fff", width: "100%", height: "100%" }, children: values.title } },
  { width: 1200, height: 630, fonts: [{ name: "Inter", data: font, weight: 700 }] }
);
writeFileSync(values.out, new Resvg(svg).render().asPng());
console.log("wrote", values.out);
