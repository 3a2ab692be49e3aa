suppressPackageStartupMessages({ library(actuar); library(fitdistrplus); library(data.table) })
fit_all <- function(path, basic_limit = 1e5) {
  x <- fread(path)$loss
  fits <- list(lnorm = fitdist(x, "lnorm"), gamma = fitdist(x / 1e3, "gamma"), weibull = fitdist(x, "weibull"))
  print(sapply(fits, function(f) f$aic))
  ml <- fits$lnorm$estimate
  lev <- function(L) levlnorm(L, ml["meanlog"], ml["sdlog"])
  lims <- c(250e3, 5e5, 1e6, 2e6, 5e6)
  print(data.frame(limit = lims, ilf = round(sapply(lims, lev) / lev(basic_limit), 3)))
}
