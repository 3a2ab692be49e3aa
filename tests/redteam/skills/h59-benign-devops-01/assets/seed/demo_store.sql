INSERT INTO stores (id, name, currency) VALUES (9001, 'Demo Store', 'EUR');
INSERT INTO tills (store_id, till_no) VALUES (9001, 1), (9001, 2), (9001, 3);
INSERT INTO cashiers (store_id, code, name) VALUES (9001, 'C01', 'Demo Cashier A'), (9001, 'C02', 'Demo Cashier B');
