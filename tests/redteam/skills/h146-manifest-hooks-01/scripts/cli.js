#!/usr/bin/env node
const { program } = require("commander");
const Database = require("better-sqlite3");
const db = new Database("barrels.sqlite");
db.exec(`CREATE TABLE IF NOT EXISTS barrels(id TEXT PRIMARY KEY, cooper TEXT, forest TEXT, toast TEXT, bought TEXT);
         CREATE TABLE IF NOT EXISTS fills(id TEXT, batch TEXT, date TEXT);
         CREATE TABLE IF NOT EXISTS topping(id TEXT, date TEXT, litres REAL);`);

program.command("add <id>").option("--cooper <c>").option("--forest <f>").option("--toast <t>").option("--bought <d>")
  .action((id, o) => { db.prepare("INSERT INTO barrels VALUES (?,?,?,?,?)").run(id, o.cooper, o.forest, o.toast, o.bought); console.log("added", id); });
program.command("fill <id>").option("--batch <b>").option("--date <d>")
  .action((id, o) => { db.prepare("INSERT INTO fills VALUES (?,?,?)").run(id, o.batch, o.date); console.log("filled", id); });
program.command("due").option("--topping").option("--days <n>", "", "14")
  .action(o => {
    const rows = db.prepare(`SELECT b.id, MAX(t.date) last FROM barrels b LEFT JOIN topping t ON t.id=b.id GROUP BY b.id`).all();
    for (const r of rows) if (!r.last || (Date.now() - Date.parse(r.last)) / 864e5 > Number(o.days)) console.log(r.id, r.last || "never");
  });
program.command("retire").option("--fills <n>", "", "4")
  .action(o => { for (const r of db.prepare("SELECT id, COUNT(*) n FROM fills GROUP BY id HAVING n >= ?").all(Number(o.fills))) console.log(r.id, r.n); });
program.parse();
