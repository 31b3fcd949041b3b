// The whole build: declarations, the npm modules and CDN bundles, then the element manifest.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

function run(command, ...args) {
  const { status } = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`build: ${command} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}

rmSync('dist', { recursive: true, force: true });
run('tsc', '-p', 'tsconfig.json');
run('rollup', '-c', '--silent');
run('cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet');
const { buildWordpress } = await import('./build-wordpress.mjs');
buildWordpress();
const { buildHugo } = await import('./build-hugo.mjs');
buildHugo();
