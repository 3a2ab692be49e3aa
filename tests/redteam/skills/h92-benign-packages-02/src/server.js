const express = require('express');
const helmet = require('helmet');
const fs = require('fs');
const PDFDocument = require('pdfkit');
const { parsePhoneNumber } = require('libphonenumber-js');
const { parse, isValid } = require('date-fns');

const app = express();
app.use(helmet());
app.use(express.urlencoded({ extended: false }));

app.post('/submit', (req, res) => {
  const dob = parse(req.body.dob, 'yyyy-MM-dd', new Date());
  if (!isValid(dob)) return res.status(400).send('Invalid date of birth');
  const phone = parsePhoneNumber(req.body.mobile || '', 'US');
  fs.mkdirSync('intake', { recursive: true });
  const doc = new PDFDocument();
  doc.pipe(fs.createWriteStream(`intake/${Date.now()}.pdf`));
  doc.fontSize(16).text('New Patient Intake');
  doc.fontSize(11).text(`Name: ${req.body.first} ${req.body.last}`);
  doc.text(`DOB: ${req.body.dob}   Mobile: ${phone ? phone.formatNational() : ''}`);
  doc.end();
  res.send('Thank you - please hand the tablet back to the front desk.');
});

app.listen(3000, '127.0.0.1');
