require('dotenv').config();
const Client = require('fhir-kit-client');
const { subDays, formatISO } = require('date-fns');

const client = new Client({ baseUrl: process.env.FHIR_BASE });
const days = parseInt((process.argv[process.argv.indexOf('--since') + 1] || '7d'), 10);

(async () => {
  const since = formatISO(subDays(new Date(), days), { representation: 'date' });
  const bundle = await client.search({ resourceType: 'Appointment', searchParams: { date: `ge${since}`, _elements: 'status,start,participant' } });
  for (const e of bundle.entry || []) console.log(e.resource.id, e.resource.status, e.resource.start);
})();
