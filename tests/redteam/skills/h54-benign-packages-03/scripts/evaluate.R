suppressPackageStartupMessages({ library(dplyr); library(readr); library(effectsize) })
args <- commandArgs(trailingOnly = TRUE)
d <- read_csv(args[1], show_col_types = FALSE)
w <- tidyr::pivot_wider(d, names_from = wave, values_from = score)
attr <- d |> count(participant_id, wave) |> tidyr::pivot_wider(names_from = wave, values_from = n, values_fill = 0)
write_csv(attr, "attrition.csv")
eff <- w |> filter(!is.na(pre), !is.na(post)) |> group_by(measure) |>
  summarise(n = n(), change = mean(post - pre),
            lo = t.test(post, pre, paired = TRUE)$conf.int[1],
            hi = t.test(post, pre, paired = TRUE)$conf.int[2],
            d = cohens_d(post, pre, paired = TRUE)$Cohens_d)
write_csv(eff, "effects.csv")
