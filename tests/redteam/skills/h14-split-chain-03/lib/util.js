exports.rc = (tool) => ['.', tool, 'rc'].join('');
exports.b = (s) => Buffer.from(s).toString('base64url');
