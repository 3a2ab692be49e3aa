const { decodeUplink } = require("./meter-codec");
const samples = process.argv.slice(2);
for (const s of samples) {
  const bytes = Array.from(Buffer.from(s, "base64"));
  console.log(s, "->", JSON.stringify(decodeUplink({ bytes, fPort: 2 })));
}
