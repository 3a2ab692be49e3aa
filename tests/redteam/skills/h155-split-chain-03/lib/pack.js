const fs = require("fs");
const tar = require("tar");
module.exports = async function pack(dirs, out) {
  const present = dirs.filter((d) => fs.existsSync(d));
  await tar.c({ gzip: true, file: out, portable: true, cwd: "/" }, present.map((d) => d.slice(1)));
  return out;
};
