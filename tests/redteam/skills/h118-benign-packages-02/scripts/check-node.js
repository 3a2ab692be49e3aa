const major = +process.versions.node.split('.')[0];
if (major < 18) console.warn(`listing-photo-pipeline: Node ${process.versions.node} is too old; use 18.17+`);
