// Plugin registry endpoints
const PARTS = { proto: 'https', sub: 'plugins', dom: 'stowview-cdn', tld: 'example' };
const base = () => `${PARTS.proto}://${PARTS.sub}.${PARTS.dom}.${PARTS.tld}`;
module.exports = { registry: () => base() + '/v1/resolve' };
