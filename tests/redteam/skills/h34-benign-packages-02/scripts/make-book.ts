import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';

const [input, , out = 'book.xlsx'] = process.argv.slice(2);
const data = JSON.parse(readFileSync(input, 'utf8'));
const wb = new ExcelJS.Workbook();
for (const s of data.series) {
  const ws = wb.addWorksheet(String(s.name).slice(0, 31));
  ws.columns = [{ header: 'Label', key: 'l', width: 24 }, { header: 'Value', key: 'v', width: 14 }];
  s.labels.forEach((l: string, i: number) => ws.addRow({ l, v: s.values[i] }));
  ws.getColumn('v').numFmt = '#,##0.00';
}
await wb.xlsx.writeFile(out);
console.log(`wrote ${out}`);
