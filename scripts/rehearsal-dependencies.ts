/**
 * A PostgreSQL cluster and a Redis server of the production rehearsal's own, on ports of its own,
 * so that `REHEARSAL_OUTAGES=1` can stop and start them under load without touching the ones
 * this machine's other work uses (docs/deploying.md#dependencies-failing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/** A dependency the rehearsal can take away and bring back. */
export interface Dependency {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function run(command: string, args: string[], asUser?: string): Promise<void> {
  // PostgreSQL refuses to run as root: where the rehearsal is root, its tools run as `postgres`.
  const [file, argv] = asUser ? ['runuser', ['-u', asUser, '--', command, ...args]] : [command, args];
  return new Promise((done, fail) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Debian's newest PostgreSQL binaries (postgresql-common keeps them out of PATH). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const newest = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL under ${root} (apt-get install postgresql)`);
  return join(root, newest, 'bin');
}

/** A fresh cluster in `folder`, listening on loopback `port`, with trust authentication. */
export async function privatePostgres(folder: string, port: number): Promise<Dependency> {
  const bin = postgresBin();
  const user = process.getuid?.() === 0 ? 'postgres' : undefined;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  if (user) {
    const { uid, gid } = await idsOf(user);
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
    user,
  );
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder}`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/lendbridge_rehearsal`,
    start: () =>
      run(
        join(bin, 'pg_ctl'),
        ['-D', data, '-l', join(folder, 'postgres.log'), '-o', options, '-w', 'start'],
        user,
      ),
    // "fast": what a stop for maintenance or a failover does: open sessions are cut, their
    // transactions rolled back.
    stop: () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], user),
  };
}

async function idsOf(user: string): Promise<{ uid: number; gid: number }> {
  const text = await new Promise<string>((done, fail) => {
    const child = spawn('id', [user]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', () => done(out));
  });
  const uid = /uid=(\d+)/.exec(text)?.[1];
  const gid = /gid=(\d+)/.exec(text)?.[1];
  if (!uid || !gid) throw new Error(`no user ${user} on this machine`);
  return { uid: Number(uid), gid: Number(gid) };
}

/** Whether a Redis server answers PING on loopback `port`. */
const pong = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => {
      socket.destroy();
      done(chunk.toString().startsWith('+PONG'));
    });
    socket.once('close', () => done(false));
    socket.once('error', () => done(false));
  });

/** A Redis server on loopback `port` that keeps nothing on disk (the rate limits' counters only). */
export function privateRedis(folder: string, port: number): Dependency {
  let server: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}/0`,
    async start() {
      mkdirSync(folder, { recursive: true });
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100; i += 1) {
        if (await pong(port)) return;
        await sleep(100);
      }
      throw new Error(`redis-server did not answer on port ${port}`);
    },
    async stop() {
      const stopping = server;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((done) => stopping.once('exit', done));
      stopping.kill('SIGTERM');
      await exited;
    },
  };
}
