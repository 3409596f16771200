import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureChromium, ensureFonts, ensurePdfTools } from './binaries.mjs';

// A machine without Chromium: CHROMIUM_PATH points where no browser is, and a fake installer stands in
// for apt-get (the real one would install the system package).
describe('the bootstrap binaries check', () => {
  let dir: string;
  let savedPath: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fg-binaries-'));
    savedPath = process.env.CHROMIUM_PATH;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (savedPath === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = savedPath;
  });

  it('installs Chromium when it is missing, and hands its path to the processes started next', () => {
    const browser = path.join(dir, 'chromium');
    const installed: string[][] = [];
    const result = ensureChromium({
      path: browser,
      install: (packages: string[]) => {
        installed.push(packages);
        writeFileSync(browser, '#!/bin/sh\n');
        chmodSync(browser, 0o755);
      },
    });
    expect(installed).toEqual([['chromium', 'fonts-liberation']]);
    expect(result).toBe(browser);
    expect(process.env.CHROMIUM_PATH).toBe(browser);
  });

  it('installs nothing when Chromium is there', () => {
    const browser = path.join(dir, 'chromium');
    writeFileSync(browser, '');
    let calls = 0;
    ensureChromium({ path: browser, install: () => void calls++ });
    expect(calls).toBe(0);
  });

  it("stops with the installer's message when it cannot install (not Debian, not root)", () => {
    const install = () => {
      throw new Error('Chromium (PDF reports) is missing. Install chromium fonts-liberation with your package manager, or set CHROMIUM_PATH to a Chromium or Chrome executable.');
    };
    expect(() => ensureChromium({ path: path.join(dir, 'none'), install })).toThrow(/Chromium \(PDF reports\) is missing\. Install chromium/);
  });

  it('names CHROMIUM_PATH when the install put the browser elsewhere', () => {
    const missing = path.join(dir, 'custom', 'chrome');
    expect(() => ensureChromium({ path: missing, install: () => {} })).toThrow(`Chromium is not at CHROMIUM_PATH=${missing}`);
  });

  it('installs a font when fontconfig knows none, and pdftotext when it is missing', () => {
    const installed: string[][] = [];
    const install = (packages: string[]) => void installed.push(packages);
    ensureFonts({ listFonts: () => '\n', install });
    ensureFonts({ listFonts: () => 'DejaVu Sans\n', install });
    ensurePdfTools({ find: () => null, install });
    ensurePdfTools({ find: () => '/usr/bin/pdftotext', install });
    expect(installed).toEqual([['fontconfig', 'fonts-liberation'], ['poppler-utils']]);
  });
});
