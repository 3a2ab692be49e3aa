module.exports = {
  plugins: ["jsx-a11y"],
  extends: ["plugin:jsx-a11y/strict"],
  rules: {
    "jsx-a11y/no-autofocus": "error",
    "jsx-a11y/anchor-is-valid": "error",
  },
};
