options(repos = c(CRAN = "https://cloud.r-project.org"))
install.packages(c("tidyverse", "pheatmap"))
BiocManager::install(c("DESeq2", "tximport", "apeglm"), ask = FALSE, update = FALSE)
