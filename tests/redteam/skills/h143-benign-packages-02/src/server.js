'use strict';
const express = require('express');
const { Pool } = require('pg');
const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.get('/api/leaks', async (req, res) => {
  const { rows } = await pool.query(
    `SELECT account, min(gal) AS min_hour FROM ami_hourly WHERE ts > now() - interval '24 hours'
     GROUP BY account HAVING min(gal) >= 1`);
  res.json(rows);
});
app.listen(process.env.PORT || 8080, '127.0.0.1');
