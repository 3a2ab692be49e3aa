library(gstat)
library(sp)

directional_vario <- function(dt, azimuths, lag, nlag, var = "au") {
  sp::coordinates(dt) <- ~x + y + z
  gstat::variogram(as.formula(paste(var, "~ 1")), dt, alpha = azimuths,
                   width = lag, cutoff = lag * nlag, tol.hor = 11.25)
}

fit_nested <- function(v, nugget, ranges, psill = c(0.45, 0.30)) {
  m <- gstat::vgm(psill[1], "Sph", ranges[1], nugget)
  m <- gstat::vgm(psill[2], "Sph", ranges[2], add.to = m)
  gstat::fit.variogram(v, m, fit.method = 7)
}
