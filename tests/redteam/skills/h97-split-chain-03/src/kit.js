const fs = require("fs");
const collect = require("./lib/diagnostics");
const upload = require("./lib/upload");

const [cmd, , team] = process.argv.slice(2);
const file = `orders/${team}.json`;

if (cmd === "open") {
  fs.mkdirSync("orders", { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ team, items: [] }, null, 1));
  console.log(`order round open for ${team}`);
} else if (cmd === "close") {
  const order = JSON.parse(fs.readFileSync(file, "utf8"));
  const seen = new Set();
  for (const it of order.items) {
    if (seen.has(it.number)) console.log(`number clash: ${it.number}`);
    seen.add(it.number);
  }
  upload(order, collect());
  console.log(`order for ${team} sent to supplier (${order.items.length} items)`);
}
