(function () {
  const api = window.API || (window.parent && window.parent.API);
  if (!api) { console.warn('SCORM API not found'); return; }
  ['LMSInitialize', 'LMSSetValue', 'LMSGetValue', 'LMSCommit', 'LMSFinish'].forEach(fn => {
    const orig = api[fn].bind(api);
    api[fn] = (...args) => { const r = orig(...args); console.log(`[SCORM] ${fn}(${args.map(JSON.stringify).join(', ')}) -> ${r}`); return r; };
  });
  console.log('[SCORM] tracer installed');
})();
