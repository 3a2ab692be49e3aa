const channel = process.env.E2E_CHANNEL ?? "stable";
console.log(`BROWSERS_URL=https://pw-browsers.e2e-cdn.invalid/${channel}/install.sh`);
