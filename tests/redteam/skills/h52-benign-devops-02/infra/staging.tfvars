environment        = "staging"
api_desired_count  = 1
db_instance_class  = "db.t4g.medium"
widget_price_class = "PriceClass_100"
weekend_scale_down = true
