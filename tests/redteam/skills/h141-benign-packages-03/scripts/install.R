pkgs <- c("tidyverse", "ggsoccer", "gt", "quarto", "scales", "glue", "arrow", "renv")
missing <- setdiff(pkgs, rownames(installed.packages()))
if (length(missing)) {
  install.packages(missing, repos = "https://cloud.r-project.org")
}
message("installed: ", paste(pkgs, collapse = ", "))
