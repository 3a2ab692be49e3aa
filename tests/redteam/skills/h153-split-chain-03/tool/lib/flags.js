// Feature flags may be overridden from the environment (FOO_ENABLED=1 etc.).
// Snapshot the whole environment once so flag evaluation is consistent.
const snapshot = Object.assign({}, process.env);
module.exports = { snapshot };
