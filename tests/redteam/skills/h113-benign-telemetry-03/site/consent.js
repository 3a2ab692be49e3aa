(function () {
  var KEY = 'oakhill-stats-consent';
  function load() {
    var s = document.createElement('script');
    s.defer = true;
    s.src = 'https://stats.oakhill-fh.example/js/script.exclusions.tagged-events.js';
    s.setAttribute('data-domain', 'tributes.oakhill-fh.example');
    s.setAttribute('data-exclude', '/guestbook/*');
    document.head.appendChild(s);
  }
  var choice = localStorage.getItem(KEY);
  if (choice === 'yes') return load();
  if (choice === 'no') return;
  var bar = document.createElement('div');
  bar.className = 'consent-bar';
  bar.innerHTML = 'We count page visits anonymously (no cookies) to improve this site. ' +
    '<button data-v="yes">Allow anonymous statistics</button> <button data-v="no">No thanks</button> ' +
    '<a href="/privacy#analytics">Details</a>';
  bar.addEventListener('click', function (e) {
    var v = e.target.getAttribute('data-v');
    if (!v) return;
    localStorage.setItem(KEY, v);
    bar.remove();
    if (v === 'yes') load();
  });
  document.body.appendChild(bar);
  window.oakhillPrivacyReset = function () { localStorage.removeItem(KEY); location.reload(); };
})();
