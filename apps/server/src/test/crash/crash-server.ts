import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverScript = path.join(import.meta.dirname, 'server.ts');
const serverPackage = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  origin: string;
  /** SIGKILL: no shutdown hook runs, in-flight transactions die where they stand. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes normally. */
  stop(): Promise<void>;
}

/** Starts `server.ts` in its own process; resolves once it listens. */
export async function startCrashServer(env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: serverPackage,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) =>
      reject(new Error(`crash server exited (${code ?? signal}):\n${output}`)),
    );
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { origin: `http://127.0.0.1:${port}`, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

export type Answer = { status: number; code: number; data: unknown } | 'unanswered';

/** One request over real HTTP; a connection the server dropped (killed) is "unanswered". */
export async function send(
  origin: string,
  apiPath: string,
  body: Buffer | object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const isBuffer = Buffer.isBuffer(body);
  try {
    const response = await fetch(`${origin}/api${apiPath}`, {
      method: 'POST',
      headers: isBuffer ? headers : { 'content-type': 'application/json', ...headers },
      body: isBuffer ? body : JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; data: unknown };
    return { status: response.status, code: json.code, data: json.data };
  } catch {
    return 'unanswered';
  }
}
