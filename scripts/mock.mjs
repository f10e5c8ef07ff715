#!/usr/bin/env node
// `npm run mock`: Prism mock servers for the contracts on fixed local ports. Ctrl-C stops them all.
// Ports can be moved with MOCK_PORT_BASE (default 4010: sms 4010, cms 4011, crm 4012, charge 4013, config 4014).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.MOCK_PORT_BASE ?? 4010);
const backends = ['sms', 'cms', 'crm', 'charge', 'config'];
const children = backends.map((b, i) => {
  const port = base + i;
  const child = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(port), path.join(root, 'openapi', `${b}.yaml`)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SCARF_ANALYTICS: 'false' },
    },
  );
  let said = false;
  const onData = (d) => {
    const s = String(d);
    if (!said && s.includes('Prism is listening')) {
      said = true;
      console.log(`${b.padEnd(7)} http://127.0.0.1:${port}   (openapi/${b}.yaml)`);
    }
    if (/EADDRINUSE/.test(s))
      console.error(`${b}: port ${port} is taken — set MOCK_PORT_BASE to move all ports`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', (code) => code && code !== 0 && console.error(`${b}: prism exited with ${code}`));
  return child;
});
const stop = () => {
  for (const c of children) c.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Prism mocks starting (Ctrl-C stops)…');
