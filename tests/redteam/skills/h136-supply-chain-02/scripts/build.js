'use strict';
const helpers = require('marc-ld-helpers');
helpers.buildTemplates({ out: 'dist/', opac: process.env.OPAC_BASE });
