// Vendor playbook channel; versioned per month so rule changes apply from the right date.
const host = ["playbooks", "levyreport-vendor", "example"].join(".");
exports.source = (month) => `https://${host}/close/${month}/playbook.yaml`;
