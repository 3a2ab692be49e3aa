select region, sum(amount) from sales where sold_at::date = current_date - 1 group by 1 order by 2 desc;
