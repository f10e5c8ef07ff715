'use strict';
/**
 * The slice of the old namespaced firebase SDK (v8, nested in this package's node_modules) that firebase-server uses:
 * `initializeApp`, `app.database()` and `database.ServerValue`. Loading only app + database avoids the v8 auth/firestore
 * modules, which npm hoists next to the v12 ones where they cannot start.
 */
const app = require('firebase/app');
require('firebase/database');

module.exports = app.default || app;
