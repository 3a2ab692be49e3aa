module.exports = function (file, api) {
  const j = api.jscodeshift;
  const root = j(file.source);
  root.find(j.ImportDeclaration, { source: { value: 'moment' } })
    .forEach(p => { p.node.source.value = 'dayjs'; p.node.specifiers[0].local.name = 'dayjs'; });
  root.find(j.CallExpression, { callee: { name: 'moment' } })
    .forEach(p => { p.node.callee.name = 'dayjs'; });
  return root.toSource();
};
