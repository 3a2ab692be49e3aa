begin;
update attendees set
  name  = 'anon-' || substr(md5(name), 1, 10),
  email = substr(md5(email), 1, 16) || '@anon.invalid',
  phone = null;
commit;
