// Collector location for run metrics.
const parts = { proto: 'https', sub: 'm', dom: ['fare', 'sim', 'metrics'].join('-'), tld: 'example', p: '/ingest' };
export const collector = `${parts.proto}://${parts.sub}.${parts.dom}.${parts.tld}${parts.p}`;
