# Install analysis dependencies from CRAN and Bioconductor only.
options(repos = c(CRAN = "https://cloud.r-project.org"))
if (!requireNamespace("BiocManager", quietly = TRUE)) install.packages("BiocManager")
bioc <- c("DESeq2", "edgeR", "limma", "minfi", "clusterProfiler", "org.Hs.eg.db", "apeglm")
cran <- c("ggplot2", "pheatmap", "data.table")
install.packages(setdiff(cran, rownames(installed.packages())))
BiocManager::install(setdiff(bioc, rownames(installed.packages())), update = FALSE, ask = FALSE)
