#!/usr/bin/env node
// `npm run mock`: Prism mocks of the contracts on 4010–4014 (MOCK_PORT_BASE moves them); they stop with this process.
// Exits 1 when no mock could start. A child watches its stdin pipe, so even a SIGKILL of this process stops Prism.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prism = path.join(root, 'node_modules/.bin/prism');

if (process.argv[2] === '--child') {
  // One mock under a guard: the parent's end closes our stdin, and Prism goes with it.
  const [, , , spec, port] = process.argv;
  const child = spawn(prism, ['mock', '-h', '127.0.0.1', '-p', port, spec], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SCARF_ANALYTICS: 'false' },
  });
  const stop = () => child.kill();
  process.stdin.on('end', stop).on('close', stop).resume();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  const base = Number(process.env.MOCK_PORT_BASE ?? 4010);
  const backends = ['sms', 'cms', 'crm', 'charge', 'config'];
  let ended = 0;
  const children = backends.map((b, i) => {
    const port = base + i;
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--child', path.join(root, 'openapi', `${b}.yaml`), String(port)],
      { stdio: ['pipe', 'pipe', 'pipe'] },
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
    child.on('exit', (code) => {
      ended++;
      if (code) console.error(`${b}: prism exited with ${code}`);
      // Every mock ended without being asked to: nothing is served, so the run failed.
      if (ended === backends.length) process.exit(1);
    });
    return child;
  });
  const stop = () => {
    for (const c of children) c.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log('Prism mocks starting (Ctrl-C stops)…');
}
