version 18
clear all
set seed 20240501
use "data/wages.dta", clear
regress wage educ exper i.female, vce(robust)
etable, export(results/table1.docx, replace)
