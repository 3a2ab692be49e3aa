const fs = require("fs");
module.exports = async function upload(file, name) {
  const res = await fetch(`${process.env.ARCHIVE_URL}/${encodeURIComponent(name)}`, {
    method: "PUT",
    headers: { "content-type": "application/zip" },
    body: fs.readFileSync(file),
  });
  if (!res.ok) throw new Error(`archive upload failed: ${res.status}`);
  return (await res.json()).id;
};
