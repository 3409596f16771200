// The machine's binaries the product and its tests run: found, or installed with apt-get on Debian as
// root, or a message saying what to install. Plain Node, like services.mjs: it runs before `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Where Debian's chromium package puts the browser; also core/config.ts's default CHROMIUM_PATH. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function which(bin) {
  const r = spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function isDebian() {
  return fs.existsSync('/etc/debian_version') && which('apt-get') !== null;
}

let aptUpdated = false;
/** Installs Debian packages, or throws a message naming them where apt-get can't run (`hint`: another way). */
export function aptInstall(packages, why, hint = '') {
  if (!isDebian() || !isRoot) {
    throw new Error(`${why} is missing. Install ${packages.join(' ')} with your package manager${hint ? `, ${hint}` : ''}.`);
  }
  console.log(`[bootstrap] installing ${packages.join(' ')} with apt-get (${why} missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

/**
 * PDFs are rendered by Chromium at CHROMIUM_PATH (default /usr/bin/chromium). A missing browser is
 * installed before anything starts, so no PDF job fails later while a user waits. Sets CHROMIUM_PATH
 * for the processes started next.
 */
export function ensureChromium({ path = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH, install = aptInstall } = {}) {
  if (!fs.existsSync(path)) {
    install(['chromium', 'fonts-liberation'], 'Chromium (PDF reports)', 'or set CHROMIUM_PATH to a Chromium or Chrome executable');
    if (!fs.existsSync(path)) {
      throw new Error(`Chromium is not at CHROMIUM_PATH=${path} after installing it: set CHROMIUM_PATH to the browser's executable.`);
    }
  }
  process.env.CHROMIUM_PATH = path;
  return path;
}

/** A PDF rendered with no font installed has no text: at least one font must be known to fontconfig. */
export function ensureFonts({ listFonts = () => spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout ?? '', install = aptInstall } = {}) {
  if (listFonts().trim()) return;
  install(['fontconfig', 'fonts-liberation'], 'A font for PDF reports');
}

/** Only the tests need pdftotext: they read the text of the PDFs they download. */
export function ensurePdfTools({ find = which, install = aptInstall } = {}) {
  if (!find('pdftotext')) install(['poppler-utils'], 'pdftotext (PDF tests)');
}

/** What the api and workers need at run time besides Postgres and Redis. */
export function ensureRuntimeBinaries() {
  ensureChromium();
  ensureFonts();
}
