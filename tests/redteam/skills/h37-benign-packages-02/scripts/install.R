options(repos = c(CRAN = "https://cloud.r-project.org"))

install.packages(c("tidyverse", "lme4", "Seurat", "remotes"))

if (!require("BiocManager", quietly = TRUE))
    install.packages("BiocManager")
BiocManager::install(version = "3.20")
BiocManager::install(c("DESeq2", "edgeR", "limma"))

# rOpenSci package from R-universe, as documented by rOpenSci
install.packages("rentrez",
                 repos = c("https://ropensci.r-universe.dev", "https://cloud.r-project.org"))
