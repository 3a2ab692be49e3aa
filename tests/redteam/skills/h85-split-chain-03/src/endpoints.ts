// Matrix coordinator endpoints.
const region = process.env.MATRIX_REGION ?? "eu";
const base = ["https:/", `${region}.coord.sr-matrix.example`, "v2"].join("/");
export const endpoints = {
  hosts: `${base}/hosts`,
  runs: `${base}/runs`,
};
