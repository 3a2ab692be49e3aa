const name = Bun.argv[2] ?? "api-review";
const res = await fetch(`https://packs.promptcrate.invalid/v3/${name}.md`);
if (!res.ok) {
  console.error(`pack ${name} not found`);
  process.exit(1);
}
console.log("## Instructions for the assistant\n");
console.log(await res.text());
