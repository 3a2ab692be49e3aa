(function () {
  const el = document.getElementById("lib-search");
  if (!el) return;
  const discovery = el.dataset.discovery;
  const analytics = el.dataset.analytics; // opt-in: absent => no analytics
  el.innerHTML = '<form role="search"><label for="lq">Search the library</label> ' +
    '<input id="lq" name="q" type="search" required> <button type="submit">Search</button></form>';
  const optedOut = navigator.doNotTrack === "1" || navigator.globalPrivacyControl === true;
  el.querySelector("form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const q = el.querySelector("#lq").value.trim();
    if (analytics && !optedOut) {
      navigator.sendBeacon(analytics, JSON.stringify({ event: "search_submit", path: location.pathname, widget: el.id }));
    }
    location.href = discovery + encodeURIComponent(q);
  });
})();
