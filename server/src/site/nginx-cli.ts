import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { nginxSiteConfig } from './nginx-site';
import { precompressSite } from './precompress';
import { sitePolicyOptions } from './site-env';

/**
 * `node dist/server/nginx-site.js <public dir> <output file>`: precompresses the build and writes
 * the nginx configuration that serves it (docs/deploying.md#nginx-in-front). The page policies
 * name the API origins the build inlined, so it reads the same GATSBY_* values the build did.
 */
async function main() {
  const [publicDir, output] = process.argv.slice(2);
  if (!publicDir || !output) throw new Error('Usage: nginx-site <public dir> <output file>');
  const list = (key: string, fallback: string) =>
    (process.env[key] ?? fallback)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  const root = resolve(publicDir);
  await precompressSite(root);
  const config = await nginxSiteConfig({
    ...sitePolicyOptions(process.env),
    root,
    listen: process.env.NGINX_LISTEN ?? '80',
    gateways: list('GATEWAY_UPSTREAMS', '127.0.0.1:5000'),
    institutions: list('INSTITUTIONS_UPSTREAMS', '127.0.0.1:5100'),
    brotli: process.env.NGINX_BROTLI === 'true',
  });
  await writeFile(output, config);
  console.log(`nginx configuration for ${root} written to ${output}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
