import { type RunningServer, startCrashServer } from '../crash/crash-server.ts';
import { type RoundRobinProxy, startProxy } from './proxy.ts';

/**
 * The deployment of docs/deploy.md in one test: `count` real server processes on one database
 * (crash/server.ts, each running every job), behind the round-robin proxy. A server is killed
 * the way a machine dies (SIGKILL, requests in flight), after leaving the proxy's turn as a
 * load balancer's health check would take it out, and restarted on a new port.
 */
export interface Cluster {
  proxy: RoundRobinProxy;
  /** The servers by slot; a killed slot's entry is replaced when it restarts. */
  servers: RunningServer[];
  kill(slot: number): Promise<void>;
  restart(slot: number): Promise<void>;
  /** SIGTERM to every server (SIGKILL with `kill`, after a failure), then the proxy closes. */
  stop(how?: 'kill'): Promise<void>;
}

export async function startCluster(env: Record<string, string>, count: number): Promise<Cluster> {
  const servers = await Promise.all(Array.from({ length: count }, () => startCrashServer(env)));
  const proxy = await startProxy(servers.map((s) => s.origin));
  return {
    proxy,
    servers,
    async kill(slot) {
      proxy.remove(servers[slot]!.origin);
      await servers[slot]!.kill();
    },
    async restart(slot) {
      servers[slot] = await startCrashServer(env);
      proxy.add(servers[slot]!.origin);
    },
    async stop(how) {
      // A server already killed has exited: stopping it again returns at once.
      await Promise.all(servers.map((s) => (how === 'kill' ? s.kill() : s.stop())));
      await proxy.close();
    },
  };
}
