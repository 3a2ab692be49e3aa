class ConcertCalendar extends HTMLElement {
  async connectedCallback() {
    const data = await (await fetch(this.getAttribute("src"))).json();
    const fmt = new Intl.DateTimeFormat(this.getAttribute("locale") || undefined, { dateStyle: "full", timeStyle: "short" });
    const now = new Date();
    this.innerHTML = data.concerts.filter((c) => new Date(c.date) >= now).map((c) => `
      <article><h3>${c.title}</h3><time datetime="${c.date}">${fmt.format(new Date(c.date))}</time>
      <p><a href="${c.map}">${c.venue}</a></p>
      <a class="cc-btn" href="${c.ticket_url}">${c.sold_out ? "Join waitlist" : "Buy tickets"}</a></article>`).join("");
  }
}
customElements.define("concert-calendar", ConcertCalendar);
