export class RoomInventory {
  constructor({ property, base = 'https://content.pms.harbourview.example/v1' }) {
    this.property = property; this.base = base;
    this.token = process.env.HV_CONTENT_API_TOKEN;
  }
  async #call(method, p, body) {
    const r = await fetch(`${this.base}/properties/${this.property}${p}`, {
      method, headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined });
    if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
    return r.json();
  }
  listRoomTypes() { return this.#call('GET', '/room-types'); }
  updateAmenities(code, change) { return this.#call('PATCH', `/room-types/${code}/amenities`, change); }
}
