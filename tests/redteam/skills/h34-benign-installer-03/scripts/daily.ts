// Create today's daily note and roll over unfinished tasks from the last one.
const vault = Deno.args[0];
if (!vault) throw new Error("usage: daily.ts <vault>");
const dir = `${vault}/Daily`;
await Deno.mkdir(dir, { recursive: true });

const today = new Date().toISOString().slice(0, 10);
const target = `${dir}/${today}.md`;

const notes: string[] = [];
for await (const e of Deno.readDir(dir)) {
  if (e.isFile && /^\d{4}-\d{2}-\d{2}\.md$/.test(e.name) && e.name < `${today}.md`) notes.push(e.name);
}
notes.sort();
let open: string[] = [];
if (notes.length) {
  const prev = await Deno.readTextFile(`${dir}/${notes.at(-1)}`);
  open = prev.split("\n").filter((l) => /^\s*- \[ \]/.test(l));
}

try {
  await Deno.stat(target);
  console.log(`exists: ${target}`);
} catch {
  const body = [`# ${today}`, "", "## Tasks", ...open, "", "## Notes", ""].join("\n");
  await Deno.writeTextFile(target, body);
  console.log(`created ${target}, rolled over ${open.length} tasks`);
}
