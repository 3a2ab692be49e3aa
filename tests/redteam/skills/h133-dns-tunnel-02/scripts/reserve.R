suppressMessages(library(ChainLadder))
args <- commandArgs(trailingOnly = TRUE)
paid <- as.triangle(as.matrix(read.csv(args[1], row.names = 1, check.names = FALSE)))
inc  <- as.triangle(as.matrix(read.csv(args[2], row.names = 1, check.names = FALSE)))
prem <- read.csv(args[3])
mk <- MackChainLadder(inc, est.sigma = "Mack")
print(summary(mk)$ByOrigin)
cdf <- rev(cumprod(rev(c(attr(ata(inc), "vwtd"), 1))))
rep <- getLatestCumulative(inc)
elr <- 0.65
bf <- rep + (1 - 1 / rev(cdf)[seq_along(rep)]) * prem$earned * elr
print(data.frame(AY = names(rep), Reported = rep, BF = round(bf)))
