select priority,
       countif(breached) as breaches,
       count(*) as tickets,
       round(100 * (1 - countif(breached) / count(*)), 1) as compliance_pct
from `acme-support-analytics.sla.breaches_daily`
where event_date >= date_sub(current_date(), interval 7 day)
group by priority
order by priority
