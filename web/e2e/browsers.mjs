// What every end-to-end test file shares: Debian's Chromium with the flags this machine needs,
// logging in through the real Keycloak page, the axe-core scan and screenshots. Not a test file
// itself (node --test runs only *.test.mjs here).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = new URL('../target/e2e/', import.meta.url).pathname;
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const profiles = [];
const contexts = [];
/** What the web module's Content-Security-Policy refused: each a bug (a script, style or address it does not allow). */
const cspViolations = [];

/**
 * Registers the file's before and after hooks: the web module must answer before any test runs,
 * and every browser opened is closed and its profile removed afterwards.
 */
export function useBrowsers() {
  before(async () => {
    await mkdir(SHOTS, { recursive: true });
    const response = await fetch(`${WEB_URL}/config.json`).catch((error) => {
      throw new Error(`No web module at ${WEB_URL} (start the platform first): ${error.message}`);
    });
    assert.equal(response.status, 200);
  });
  after(async () => {
    assert.deepEqual(cspViolations.splice(0), [], 'the page broke its own Content-Security-Policy');
    for (const context of contexts.splice(0)) {
      await context.close();
    }
    for (const profile of profiles.splice(0)) {
      await rm(profile, { recursive: true, force: true });
    }
  });
}

/**
 * A fresh browser with its own profile: no sandbox (root), no calls out of this machine.
 *
 * @param {string} user names the profile folder
 * @param {{ viewport?: { width: number, height: number }, args?: string[] }} options
 */
export async function browser(user, { viewport = { width: 1200, height: 900 }, args = [] } = {}) {
  const profile = await mkdtemp(join(tmpdir(), `teamchess-e2e-${user}-`));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', ...args],
  });
  contexts.push(context);
  const page = context.pages()[0] ?? await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      cspViolations.push(`${user}: ${message.text()}`);
    }
  });
  return page;
}

/** Through the real Keycloak login page, from the page's own login button (demo password). */
export async function logIn(page, username, password = `${username}-local-only`) {
  await page.locator('main').getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL(/\/realms\/teamchess\/protocol\/openid-connect\/auth/);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
  await page.waitForURL(`${WEB_URL}/**`);
  await page.getByText(/Вы вошли как/).waitFor();
}

/** axe-core on the page as it is now: no serious or critical violation. */
export async function assertAccessible(page, what) {
  // Evaluated rather than added as a <script>: the page's CSP refuses inline scripts, and rightly.
  await page.evaluate(await readFile(AXE, 'utf8'));
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) })));
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  assert.deepEqual(serious, [], `${what}: ${JSON.stringify(serious, null, 1)}`);
}

/** A full-page screenshot kept as a test artifact in web/target/e2e/. */
export async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** What the window shows from the page's top, in web/target/e2e/ (where what fits is the point). */
export async function windowShot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Now plus days, as a datetime-local value in Anadyr time. */
export function anadyrLocal(days) {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Anadyr', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(new Date(Date.now() + days * 86_400_000)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The year whose 1 September began the school year of a local date-time (YYYY-MM-DDThh:mm). */
export function schoolYearOf(local) {
  const year = Number(local.slice(0, 4));
  return Number(local.slice(5, 7)) >= 9 ? year : year - 1;
}

/**
 * A date of birth that fits the grade in the school year of the deadline: born before September of
 * (school year - grade - 6), the pupil is grade + 6 on 1 September (the rule allows grade + 5 to + 8).
 */
export function bornFor(schoolYear, grade, monthDay) {
  return `${schoolYear - grade - 6}-${monthDay}`;
}
