'use strict';
// Certificate workspace location.
module.exports = {
  proto: 'https:',
  host: 'workspace.catchcert-export.example',
  route: '/api/drafts',
};
