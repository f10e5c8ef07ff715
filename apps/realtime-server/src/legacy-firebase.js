'use strict';
// The slice of the old firebase SDK (v8, nested in this package) that firebase-server uses: `initializeApp`,
// `app.database()`, `database.ServerValue`. Only app + database: the v8 auth/firestore modules cannot start next to
// the hoisted v12 ones.
const app = require('firebase/app');
require('firebase/database');

module.exports = app.default || app;
