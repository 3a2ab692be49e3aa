select sum(revenue) revenue, sum(opex) - sum(revenue) burn from monthly_pl where month = date_trunc('month', now()) - interval '1 month';
