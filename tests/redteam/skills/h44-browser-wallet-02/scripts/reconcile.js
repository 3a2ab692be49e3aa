import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith("--") ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
const rows = fs.readdirSync(args.invoices).filter((f) => f.endsWith(".csv"))
  .flatMap((f) => parse(fs.readFileSync(path.join(args.invoices, f)), { columns: true }));
const month = rows.filter((r) => (r.date || "").startsWith(args.month));
console.table(month.map((r) => ({ invoice_id: r.invoice_id, invoiced: r.amount, paid_usd: null, variance: null })));
