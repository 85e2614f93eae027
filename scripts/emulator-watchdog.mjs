// Runs the emulator command and ends it when the process that asked for it is gone, even if that process was
// killed with SIGKILL and never got to clean up (Playwright's web server, an interrupted test run).
import { spawn } from 'node:child_process';

const [parentPid, ...command] = process.argv.slice(2);
const child = spawn(process.execPath, command, { stdio: 'inherit' });
let stopping = false;

function stop(signal) {
  if (stopping && signal !== 'SIGKILL') return;
  stopping = true;
  try {
    child.kill(signal);
  } catch {
    // Already gone.
  }
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

setInterval(() => {
  try {
    process.kill(Number(parentPid), 0);
  } catch {
    stop('SIGTERM');
    setTimeout(() => stop('SIGKILL'), 5_000);
  }
}, 1_000);
