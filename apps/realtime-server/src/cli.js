#!/usr/bin/env node
'use strict';
// Usage: node src/cli.js [--port 5000] [--host 127.0.0.1] [--namespace ott-sandbox] [--data seed.json]
//   [--allow-origin http://127.0.0.1:5173 …] (the pages a browser may connect from; without it any).
// Prints the databaseURL on stdout, then serves until SIGINT/SIGTERM.
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const { startRealtimeServer, DEFAULT_NAMESPACE } = require('./index.js');

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p', default: '5000' },
      host: { type: 'string', short: 'a', default: '127.0.0.1' },
      namespace: { type: 'string', short: 'n', default: DEFAULT_NAMESPACE },
      data: { type: 'string', short: 'd' },
      'allow-origin': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'node src/cli.js [--port 5000] [--host 127.0.0.1] [--namespace ott-sandbox] [--data seed.json] [--allow-origin URL…]\n',
    );
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${values.port}`);
  const data = values.data ? JSON.parse(fs.readFileSync(values.data, 'utf8')) : null;
  /** @type {Promise<import('./index.js').RealtimeServer>} */
  const starting = startRealtimeServer({
    port,
    host: values.host,
    namespace: values.namespace,
    data,
    ...(values['allow-origin'] ? { allowedOrigins: values['allow-origin'] } : {}),
  });
  // Handlers go in before the URL is printed, so a signal sent right after reading it is handled.
  const stop = () => {
    starting
      .then((server) => server.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const server = await starting;
  process.stdout.write(`${server.url}\n`);
}

main().catch((error) => {
  process.stderr.write(`realtime-server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
