create table if not exists ticket_events (
  ticket_id text not null,
  event text not null,
  at timestamptz not null,
  priority text,
  grp text
);
create index if not exists ticket_events_ticket on ticket_events(ticket_id, at);
