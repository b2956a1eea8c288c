// Development: the API server with reload (tsx watch) on PORT (default 5000) and the Vite dev
// server with hot reload on http://localhost:5173, which proxies /api to the API server.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5000';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@pipeproof/server'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, PORT: port, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@pipeproof/web'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, API_URL: `http://127.0.0.1:${port}` },
  }),
];

// Each child leads its own process group, so a signal reaches npm and everything it started.
function stopAll(signal) {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
