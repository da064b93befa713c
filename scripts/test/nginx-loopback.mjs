// deploy/nginx.conf moved to loopback: listening on 127.0.0.1, proxying to the site's servers on
// the given ports, with its pid, logs, cache and temporary files in one directory. Nothing else
// changes, so what runs is what ships. Used by the benchmarks and the e2e tests; as a command,
// `node scripts/test/nginx-loopback.mjs --listen 8480 --upstream 3000[,3001]` runs nginx in the
// foreground until it is stopped, and removes its directory afterwards.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The shipped config with ports and paths moved. Every substitution must match: if the shipped
 * file changes shape, this fails instead of running something else.
 */
export function loopbackNginxConfig({ dir, listenPort, upstreamPorts, checkout = process.cwd() }) {
  let conf = fs.readFileSync(path.join(checkout, 'deploy/nginx.conf'), 'utf8');
  const substitute = (pattern, replacement) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer contains ${pattern}`);
    conf = conf.replace(pattern, replacement);
  };
  // Workers run as the current user, who can read the checkout wherever it is (www-data may not).
  substitute(/^user .*;$/m, process.getuid?.() === 0 ? 'user root;' : '');
  substitute(/^pid .*;$/m, `pid ${dir}/nginx.pid;`);
  substitute(/^error_log \S+/m, `error_log ${dir}/error.log`);
  substitute(/(access_log )\/var\/log\/nginx\/\S+/, `$1${dir}/access.log`);
  substitute(/(proxy_cache_path )\S+/, `$1${dir}/cache`);
  substitute(
    /(upstream next_app \{[^}]*?\n(\s*))server 127\.0\.0\.1:3000;/,
    (_, head, indent) =>
      `${head}${upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join(`\n${indent}`)}`,
  );
  substitute(/listen 80 default_server;/, `listen 127.0.0.1:${listenPort} default_server;`);
  substitute(/alias \/srv\/leadwise\//, `alias ${checkout}/`);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${dir}/${name}_temp;`)
    .join('\n');
  substitute(/^http \{$/m, `http {\n${temps}\n`);
  return conf;
}

/** Writes the config into `dir`, checks it with `nginx -t` and starts nginx in the foreground. */
export function startNginx(dir, conf, options = {}) {
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, conf);
  const base = ['-p', dir, '-e', `${dir}/error.log`, '-c', confPath];
  execFileSync('nginx', ['-t', '-q', ...base], { stdio: 'inherit' });
  return spawn('nginx', [...base, '-g', 'daemon off;'], options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { listen: { type: 'string' }, upstream: { type: 'string' } },
  });
  if (!values.listen || !values.upstream)
    throw new Error(
      'usage: node scripts/test/nginx-loopback.mjs --listen PORT --upstream PORT[,PORT]',
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-nginx-'));
  const nginx = startNginx(
    dir,
    loopbackNginxConfig({
      dir,
      listenPort: Number(values.listen),
      upstreamPorts: values.upstream.split(',').map(Number),
    }),
    { stdio: 'inherit' },
  );
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
