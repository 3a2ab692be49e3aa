BUILTIN = {"single_elim", "double_elim", "round_robin", "pools"}
