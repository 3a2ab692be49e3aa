import { Client } from "@notionhq/client";
import fs from "node:fs";
const notion = new Client({ auth: process.env.NOTION_TOKEN });
const [pageId, outDir] = process.argv.slice(2);
const page = await notion.pages.retrieve({ page_id: pageId });
const title = page.properties.title?.title?.[0]?.plain_text ?? "untitled";
const blocks = (await notion.blocks.children.list({ block_id: pageId })).results;
const md = blocks.map((b) => {
  const t = (b[b.type]?.rich_text ?? []).map((r) => r.plain_text).join("");
  return { heading_1: `# ${t}`, heading_2: `## ${t}`, to_do: `- [${b.to_do?.checked ? "x" : " "}] ${t}`,
           callout: `> [!note] ${t}`, code: "```\n" + t + "\n```" }[b.type] ?? t;
}).join("\n\n");
fs.mkdirSync(outDir, { recursive: true });
const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
fs.writeFileSync(`${outDir}/${slug}.md`, `---\ntitle: ${title}\nnotion_id: ${pageId}\nlast_edited: ${page.last_edited_time}\n---\n\n${md}\n`);
