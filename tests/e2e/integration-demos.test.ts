import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { addressSource } from '../../examples/fixtures';
import { axe } from './axe';
import { browserForFile, siteOrigin, siteUrl, waitForHydration } from './browser';

const openPage = browserForFile();

/** Every request the page made, so each test can show that none left the site or reached an API. */
let requested: string[] = [];

/** /integration, loaded until the network is idle; `storedTheme` is the reader's colour choice, stored before it loads. */
async function openIntegration(
  options: Parameters<typeof openPage>[0] = {},
  storedTheme?: 'light' | 'dark',
): Promise<Page> {
  const page = await openPage(options);
  requested = [];
  page.on('request', (request) => {
    requested.push(request.url());
  });
  if (storedTheme) await page.addInitScript((value) => localStorage.setItem('theme', value), storedTheme);
  await page.goto(siteUrl('/integration'), { waitUntil: 'networkidle' });
  return page;
}

afterEach(() => {
  const foreign = requested.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== siteOrigin());
  expect(foreign).toEqual([]);
  // The demos' fetch answers in the page: not even the demo client's `baseUrl` on the site's own origin is asked.
  expect(requested.filter((url) => /\/(vihje|addresses|companies)\//.test(new URL(url).pathname))).toEqual([]);
});

/** The demo card around a labelled input. */
const demoOf = (page: Page, label: string) => page.locator('.vh-preview').filter({ has: page.getByLabel(label) });

describe('live demos on /integration', () => {
  it('suggests addresses as you type, with the data attribution, and picks one with the keyboard', async () => {
    const page = await openIntegration();
    const input = page.getByRole('combobox', { name: 'Street address' });
    await input.pressSequentially('Mannerheim', { delay: 30 });
    const options = page.getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toContain('Mannerheimintie 5 00100 Helsinki');
    expect(await page.locator('.vh-address-attribution').innerText()).toBe(addressSource);
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await input.press('Enter');
    expect(await input.inputValue()).toBe('Mannerheimintie 5');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await demoOf(page, 'Street address').innerText()).toContain(
      'Picked Mannerheimintie 5: postal code 00100, city Helsinki.',
    );

    await input.fill('Otakaari 1');
    await expect.poll(() => options.allInnerTexts()).toEqual(['Otakaari 1 02150 Espoo']);
    await input.press('Escape');
    expect(await options.count()).toBe(0);
  });

  it('shows companies with their rating colour and leaves the black-rated one out', async () => {
    const page = await openIntegration();
    const input = page.getByRole('combobox', { name: 'Company' });
    await input.pressSequentially('esimerkki', { delay: 30 });
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBe(5);
    expect(await options.first().innerText()).toBe('Esimerkki Oy 1234567-1');
    expect(await options.allInnerTexts()).not.toContain('Esimerkkipalvelu Oy 3124680-4');
    const ratings = page.getByRole('listbox', { name: 'Company' }).locator('.vh-company-rating');
    expect(await ratings.evaluateAll((dots) => dots.map((dot) => dot.getAttribute('data-rating')))).toEqual([
      'green',
      'none',
      'yellow',
      'red',
      'none',
    ]);
    const green = await page
      .getByRole('img', { name: 'Rating green' })
      .evaluate((dot) => getComputedStyle(dot).backgroundColor);
    expect(green).toBe('rgb(0, 128, 0)');

    await input.fill('Nokia');
    await expect.poll(() => options.allInnerTexts()).toEqual(['Nokia Oyj 0112038-9']);
    await options.first().click();
    expect(await input.inputValue()).toBe('Nokia Oyj');
    expect(await demoOf(page, 'Company').innerText()).toContain(
      'Picked Nokia Oyj, business ID 0112038-9, rating none.',
    );
  });

  it('says why a business ID is invalid, and shows the company of a valid one', async () => {
    const page = await openIntegration();
    const input = page.getByRole('textbox', { name: 'Business ID' });
    await input.pressSequentially('1234567-2', { delay: 30 });
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => demoOf(page, 'Business ID').innerText())
      .toContain('The check digit of 1234567 is 1, not 2: check the digits.');

    await input.fill('FI12345671');
    expect(await input.getAttribute('aria-invalid')).toBe('false');
    const demo = demoOf(page, 'Business ID');
    await expect.poll(() => demo.innerText()).toContain('1234567-1: Esimerkki Oy');
    expect(await demo.locator('dl').innerText()).toMatch(/Rating\s+green: Ei maksuhäiriöitä/);

    await input.fill('0201256-6');
    await expect.poll(() => demo.innerText()).toContain('0201256-6 is valid, but no company has it.');
  });

  it('renders the demos into the page itself, so they are there before any script runs', async () => {
    const page = await openIntegration({ javaScriptEnabled: false });
    // Which page was loaded, in the message of a failure: one run on a loaded machine once found no demo here.
    const loaded = `${page.url()}, titled "${await page.title()}", ${(await page.content()).length} characters`;
    expect(await page.getByRole('combobox', { name: 'Street address' }).count(), loaded).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Company' }).count(), loaded).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Business ID' }).count(), loaded).toBe(1);
    expect(await page.locator('iframe').count(), loaded).toBe(0);
  });

  it.each(['light', 'dark'] as const)('has no axe violations while in use, in %s mode', async (mode) => {
    const page = await openIntegration({ colorScheme: mode }, mode);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
    await page.getByRole('textbox', { name: 'Business ID' }).fill('1234567-1');
    await expect.poll(() => demoOf(page, 'Business ID').innerText()).toContain('Esimerkki Oy');
    for (const summary of await page.locator('.vh-preview summary').all()) await summary.click();
    await page.getByRole('combobox', { name: 'Company' }).fill('esimerkki');
    await page.getByRole('option').first().waitFor();
    const { violations } = await axe(page).include('.vh-preview').analyze();
    expect(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
  });

  it.each([
    ['Street address', 'AddressAutocompleteDemo.tsx'],
    ['Company', 'CompanySearchDemo.tsx'],
    ['Business ID', 'BusinessIdInputDemo.tsx'],
  ])('shows, under the %s demo, the code it runs: examples/demos/%s', async (label, file) => {
    const page = await openIntegration();
    const demo = demoOf(page, label);
    // The toggle animates once React listens; before that a click toggles natively (the test reads the code after).
    await waitForHydration(page);
    await demo.locator('summary', { hasText: 'Code' }).click();
    const shown = await demo.locator('pre code').innerText();
    expect(shown.trim()).toBe(readFileSync(path.join('examples', 'demos', file), 'utf8').trim());
  });
});

/** The components with a props table on /integration. */
const components = ['AddressAutocomplete', 'CompanySearch', 'BusinessIdInput'];
const componentFile = (component: string) => path.resolve('examples', 'components', `${component}.tsx`);
/** One TypeScript program for all of them: creating one takes seconds of CPU. */
let program: ts.Program | undefined;

/** Each component's props as its TypeScript type declares them: the names, and which ones are required. */
function declaredProps(component: string): { name: string; required: boolean }[] {
  const file = componentFile(component);
  program ??= ts.createProgram(components.map(componentFile), {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const props = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === `${component}Props`);
  if (!props) throw new Error(`${file} exports no ${component}Props`);
  return checker
    .getDeclaredTypeOfSymbol(props)
    .getProperties()
    .map((prop) => ({ name: prop.name, required: (prop.flags & ts.SymbolFlags.Optional) === 0 }));
}

describe('props tables on /integration', () => {
  // The tables are static: the first test reads all three from one page, which closes when that test ends.
  let tables: Promise<Record<string, string[][]>> | undefined;
  const rowsOf = async (component: string): Promise<string[][]> => {
    tables ??= openIntegration().then((page) =>
      page.evaluate(
        (ids) =>
          Object.fromEntries(
            ids.map((id) => {
              let next = document.getElementById(id)?.nextElementSibling;
              while (next && !next.querySelector('table')) next = next.nextElementSibling;
              const rows = [...(next?.querySelectorAll('tbody tr') ?? [])].map((row) =>
                [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? ''),
              );
              return [id, rows];
            }),
          ),
        components.map((name) => name.toLowerCase()),
      ),
    );
    return (await tables)[component.toLowerCase()] ?? [];
  };
  it.each(components)('list every prop of %s, from its type, and mark the required ones', async (component) => {
    const rows = await rowsOf(component);
    const props = declaredProps(component);
    expect(props.length).toBeGreaterThan(3);
    expect(rows.map(([name]) => name)).toEqual(props.map((prop) => prop.name));
    for (const [name, description, type] of rows) {
      expect(description, name).not.toBe('');
      expect(type?.includes('(Required)'), name).toBe(props.find((prop) => prop.name === name)?.required);
    }
  });
});
