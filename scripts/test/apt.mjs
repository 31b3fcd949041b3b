// apt-get for the Debian packages the tests install (as root on Debian or Ubuntu), one install at
// a time: CI installs the platform tests' packages while `npm test` installs its browsers
// (.ci/run), and apt-get refuses to start while another holds its lock. Each install waits for
// the one before it under a lock of its own (`flock`), then finds installed what that one brought.
import { execFileSync } from 'node:child_process';

const LOCK = '/tmp/defenders-apt.lock';

/**
 * Installs `packages` with apt-get, after `apt-get update` with `update`, and without the
 * packages they only recommend with `recommends: false`.
 */
export function aptInstall(packages, { update = false, recommends = true } = {}) {
  const install = [
    'apt-get install -y -qq',
    ...(recommends ? [] : ['--no-install-recommends']),
    ...packages,
  ].join(' ');
  execFileSync('flock', [LOCK, 'sh', '-c', update ? `apt-get update -qq && ${install}` : install], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
