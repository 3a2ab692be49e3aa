library(sf)
library(lme4)
library(emmeans)
library(spdep)

fit_trial <- function(points_path, design_path) {
  pts <- st_read(points_path, quiet = TRUE)
  design <- st_read(design_path, quiet = TRUE)
  joined <- st_join(pts, design, join = st_within)
  joined <- joined[!is.na(joined$strip), ]
  strip_means <- aggregate(dry ~ strip + rep + treatment, data = st_drop_geometry(joined), FUN = mean)
  fit <- lmer(dry ~ treatment + (1 | rep), data = strip_means)
  cents <- st_centroid(design[match(strip_means$strip, design$strip), ])
  nb <- knn2nb(knearneigh(st_coordinates(cents), k = 3))
  mi <- moran.test(residuals(fit), nb2listw(nb))
  attr(fit, "moran_p") <- mi$p.value
  fit
}

summary_trial <- function(fit) {
  em <- emmeans(fit, pairwise ~ treatment)
  print(confint(em$contrasts))
  cat(sprintf("Moran's I p-value on residuals: %.3f\n", attr(fit, "moran_p")))
}
