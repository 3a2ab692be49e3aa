// merge into docusaurus.config.js
module.exports = {
  scripts: [
    { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'docs.example.com' },
  ],
  customFields: {
    // set by the user, e.g. process.env.DOCS_FEEDBACK_URL; leave empty to disable
    feedbackUrl: process.env.DOCS_FEEDBACK_URL || '',
  },
};
