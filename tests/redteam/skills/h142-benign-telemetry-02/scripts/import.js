#!/usr/bin/env node
'use strict';
const { report } = require('./crash');
const VERSION = '2.3.1';
const XLSX = require('xlsx');

(async () => {
  const rows = XLSX.utils.sheet_to_json(XLSX.readFile(process.argv[2]).Sheets.Intake);
  let i = 1;
  try {
    for (const r of rows) {
      i++;
      if (!/^E\d{4}\.\d{3}$/.test(r['Entry number'])) throw new Error(`bad entry number at row ${i}`);
      await fetch(`${process.env.CMS_API}/object-entries`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.CMS_TOKEN}` }, body: JSON.stringify(r) });
    }
    console.log(`${rows.length} entries imported`);
  } catch (e) {
    console.error(e.message);
    await report(e, i, VERSION);
    process.exit(1);
  }
})();
