// First step of `npm start`, `npm test` and `npm run bench`: stops at once, with one line, on a Node older
// than package.json's engines.node, instead of a failure deep inside webpack or Jest later on.
// Written in ES5 on purpose: it has to run, and say so, on the old Node it turns away.
'use strict';

var fs = require('fs');
var path = require('path');

/**
 * The lowest version a `>=X[.Y[.Z]]` range admits, as [major, minor, patch].
 * @param {string} range
 * @returns {number[]}
 */
function minimumOf(range) {
  var match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  if (!match)
    throw new Error('engines.node "' + range + '" is not a ">=X.Y.Z" range, the only form this check reads');
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

/**
 * @param {string} version a Node version such as "20.19.0" or "v18.20.4"
 * @returns {number[]}
 */
function partsOf(version) {
  var match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error('"' + version + '" is not a Node version');
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The one-line message when `found` does not satisfy `range`, else null.
 * @param {string} range engines.node, for example ">=20.19"
 * @param {string} found the running Node's version, for example "18.20.4"
 * @returns {string | null}
 */
function nodeVersionProblem(range, found) {
  var needed = minimumOf(range);
  var actual = partsOf(found);
  for (var i = 0; i < 3; i += 1) {
    if (Number(actual[i]) > Number(needed[i])) return null;
    if (Number(actual[i]) < Number(needed[i])) {
      return (
        'AniFan needs Node.js ' +
        range.replace(/^\s*>=\s*v?/, '') +
        ' or newer (engines.node "' +
        range +
        '" in package.json) but this is Node.js ' +
        found.replace(/^v/, '') +
        ': install a newer Node.js (https://nodejs.org) and run the command again.'
      );
    }
  }
  return null;
}

/**
 * engines.node of the package.json in `root`.
 * @param {string} root
 * @returns {string}
 */
function requiredNodeRange(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
}

module.exports = { nodeVersionProblem: nodeVersionProblem, requiredNodeRange: requiredNodeRange };

if (require.main === module) {
  var problem = nodeVersionProblem(requiredNodeRange(path.join(__dirname, '..')), process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
