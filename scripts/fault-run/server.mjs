// The built server as a child process of the fault run, on a fixed port so that it comes back
// where the writers send their requests.
import { spawn } from 'node:child_process';
import { serverEntry } from '../build-steps.mjs';
import { generousWriteLimits } from '../generous-limits.mjs';

/** Starts dist-server/main.js and resolves once it listens; kill(signal) resolves once it exited. */
export function startServer(env) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...generousWriteLimits, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const kill = async (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`No start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk) => {
      // Only the start and the last lines: one line per request adds up over a run.
      output = (output + chunk.toString()).slice(-20_000);
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        resolveStart({ kill, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    // Warnings and errors (stderr) are printed as they come; the request lines (stdout) are not.
    child.stderr.on('data', (chunk) => process.stderr.write(`server: ${chunk}`));
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The server ended (${code ?? signal}) before listening:\n${output}`));
    });
  });
}
