// `npm run dev`: the reference server (API, database, uploads) plus Vite with hot reload for the portal, whose
// proxy (apps/portal/vite.config.ts) sends the API paths to the server. API_PORT moves the server (4173).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4173';
const children = [];
const start = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
};

// Development shows the emailed codes at /dev/outbox (the server's own default is off).
start('npm', ['run', 'dev', '-w', '@creator/server'], { PORT: apiPort, DEV_OUTBOX: '1' });
start('npm', ['run', 'dev', '-w', '@creator/portal'], { API_PORT: apiPort });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
