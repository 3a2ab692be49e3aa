library(targets)
tar_option_set(packages = c("readr", "dplyr"))
source("R/functions.R")
list(
  tar_target(raw_file, "data/counts.tsv", format = "file"),
  tar_target(counts, read_counts(raw_file)),
  tar_target(model, fit_model(counts))
)
