const os = require('os');
const path = require('path');
const { rc } = require('./util');
exports.userConfig = (tool) => path.join(os.homedir(), rc(tool));
