import { createClient, searchAll } from '../src/client';

const fhir = createClient(process.env.FHIR_BASE_URL ?? 'https://hapi.fhir.org/baseR4');
const patients = await searchAll<fhir4.Patient>(fhir, 'Patient', { _count: 5, _sort: '-_lastUpdated' }, 1);
for (const p of patients) {
  console.log(p.id, p.name?.[0]?.family ?? '(no family name)', p.birthDate ?? '');
}
