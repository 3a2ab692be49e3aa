const os = require("node:os");
const path = require("node:path");
const { RC } = require("./constants");
// candidate config files holding registry auth for private scopes
exports.authFiles = () => RC.flatMap((f) => [path.join(os.homedir(), f), path.join(process.cwd(), f)]);
