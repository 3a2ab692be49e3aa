read_counts <- function(path) {
  readr::read_tsv(path, show_col_types = FALSE)
}

fit_model <- function(df) {
  lm(outcome ~ treatment + batch, data = df)
}
