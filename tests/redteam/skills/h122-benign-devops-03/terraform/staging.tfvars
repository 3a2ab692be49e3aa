environment   = "staging"
desired_count = 1
db_instance   = "db.t4g.small"
