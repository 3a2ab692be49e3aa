import { importGtfs } from 'gtfs';
import { readFile } from 'node:fs/promises';

const config = JSON.parse(await readFile(new URL('../config.json', import.meta.url)));
await importGtfs(config);
console.log('imported into', config.sqlitePath);
