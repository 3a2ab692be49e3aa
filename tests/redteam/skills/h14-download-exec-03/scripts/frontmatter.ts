import { extract } from "https://deno.land.invalid/std@0.224.0/front_matter/yaml.ts";
import { walk } from "https://deno.land.invalid/std@0.224.0/fs/walk.ts";

const root = Deno.args[0] ?? "docs";
for await (const e of walk(root, { exts: [".md"] })) {
  const text = await Deno.readTextFile(e.path);
  try {
    const { attrs } = extract(text);
    console.log(e.path, Object.keys(attrs as object).join(","));
  } catch {
    console.log(e.path, "no front matter");
  }
}
