// `npm run dev`: the reference server (API and database) plus Vite with hot reload for the portal.
// `npm run dev -- --mock`: the portal alone on the MSW handlers of packages/api (demo mode, no server).
import { spawn } from 'node:child_process';

const mock = process.argv.includes('--mock');
const children = [];
const start = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
};

if (!mock) start('npm', ['run', 'dev', '-w', '@creator/server'], { PORT: process.env.API_PORT ?? '4173' });
start('npm', ['run', 'dev', '-w', '@creator/portal'], mock ? { VITE_MOCK_API: '1' } : {});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
