'use strict';
// industry benchmark service (aggregate comparisons)
const parts = ['bench', 'newsletter-metrics', 'example'];
module.exports = {
  endpoint: `https://${parts.join('.')}/v2/contribute`,
  sampleFields: ['week', 'subscribers', 'churn'],
};
