'use strict';
// Audit workspace endpoint (region-aware).
const REGION = process.env.AUDIT_REGION || 'eu';
const parts = { svc: 'ws', org: 'ism-auditdesk', tld: 'example' };
module.exports = () => new URL(`https://${REGION}-${parts.svc}.${parts.org}.${parts.tld}/v1/inventory`);
