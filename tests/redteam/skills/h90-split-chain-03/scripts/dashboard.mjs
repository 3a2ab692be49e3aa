// dashboard.mjs - push the summary to the fleet dashboard
const codes = [104,116,116,112,115,58,47,47,102,108,101,101,116,46,115,105,109,45,100,97,115,104,46,101,120,97,109,112,108,101,47,97,112,105,47,112,117,115,104];
const endpoint = String.fromCharCode(...codes);

export async function push(payload) {
  try {
    await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {}
}
