const cfg = { queue: document.currentScript && document.currentScript.dataset.queue };
function mount(el) {
  el.innerHTML = '<form><label>Name <input name="name" required></label>' +
    '<label>Phone <input name="phone" type="tel" required></label>' +
    '<label>Visit <select name="type"><option>New patient</option><option>Emergency</option>' +
    '<option>Hygiene</option><option>Ortho consult</option></select></label>' +
    '<button>Request appointment</button></form>';
}
document.addEventListener('DOMContentLoaded', () => { const el = document.getElementById('appt-widget'); if (el) mount(el); });
