library(sf)
args <- commandArgs(trailingOnly = TRUE)
p <- st_read(args[1], quiet = TRUE)
p$pp <- 4 * pi * as.numeric(st_area(p)) / as.numeric(st_length(st_cast(p, "MULTILINESTRING")))^2
print(head(p[order(p$pp), c("precinct", "pp")], 5))
