options(repos = c(CRAN = "https://cloud.r-project.org"), Ncpus = 8)
lib <- Sys.getenv("R_LIBS_USER")
dir.create(lib, recursive = TRUE, showWarnings = FALSE)

cran <- c("data.table", "ggplot2", "future.batchtools", "future.apply", "renv",
          "arrow", "hdf5r", "Rcpp", "RcppArmadillo")
need <- setdiff(cran, rownames(installed.packages(lib.loc = lib)))
if (length(need)) install.packages(need, lib = lib)

if (!requireNamespace("BiocManager", quietly = TRUE)) install.packages("BiocManager", lib = lib)
BiocManager::install(c("DESeq2", "GenomicRanges", "rhdf5"), lib = lib, update = FALSE, ask = FALSE)

cat("Installed into", lib, "\n")
