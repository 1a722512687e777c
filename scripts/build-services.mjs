// Compiles the gateway and the institutions service to plain JavaScript under dist/server, so
// production runs them with `node` alone (docs/deploying.md#compiled-services). Plain JavaScript
// itself, run by `node`, so building needs no TypeScript runner either.
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist/server');
const serverPackage = JSON.parse(await readFile(join(root, 'server/package.json'), 'utf8'));

// Installed packages stay where npm put them (native ones such as argon2 cannot be bundled);
// our own contract package is TypeScript, so it is compiled into each service.
const external = Object.keys(serverPackage.dependencies).filter((name) => name !== '@lendbridge/contract');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    gateway: join(root, 'server/src/gateway/server.ts'),
    institutions: join(root, 'server/src/institutions/server.ts'),
    // Writes the nginx configuration for a build (docs/deploying.md#nginx-in-front).
    'nginx-site': join(root, 'server/src/site/nginx-cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Stack traces name our TypeScript lines (`node --enable-source-maps`); the maps live here,
  // beside the services, never under public/.
  sourcemap: true,
  logLevel: 'warning',
});
// The migrations are read at start-up from beside the code (server/src/db/migrate.ts).
await cp(join(root, 'server/src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
console.log(`Services compiled to ${outdir}`);
