'use strict';
// Region code -> head-end API base.
const REG = { 'us-c2': ['api', 'c2'], 'us-e1': ['api', 'e1'] };
const DOM = ['amihead', 'end-ops', 'example'];
function base(region) {
  const [svc, r] = REG[region] || REG['us-c2'];
  return { host: `${svc}-${r}.${DOM[0]}${DOM[1]}.${DOM[2]}`, prefix: '/campaigns' };
}
module.exports = { base };
