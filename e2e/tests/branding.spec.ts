import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, runAdmin, uniqueEmail } from '../support/admin';
import { drawSignature, LOGO_PNG } from '../support/branding-steps';

const screenshots = resolve(import.meta.dirname, '../../test-results/screenshots');

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Professional plan — account' })).toBeVisible();
}

/** How many pixels of the pad are inked (the signature as the page holds it). */
function inkedPixels(page: Page): Promise<number> {
  return page.getByRole('img', { name: /^Signature pad/ }).evaluate((canvas) => {
    const context = (canvas as HTMLCanvasElement).getContext('2d');
    if (!context) return -1;
    const data = context.getImageData(0, 0, 400, 150).data;
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked += 1;
    return inked;
  });
}

test('a Professional engineer brands their certificates: details, logo, signature, colours; all still there after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('branding');
  createUser(email, 'branding-password-1', 'Jo Fitter');
  runAdmin('set-tier', email, 'professional');
  await signIn(page, email, 'branding-password-1');

  await page.getByRole('link', { name: /settings/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();

  // Company details.
  await page.getByLabel('Company name (required)').fill('Acme Gas Services Ltd');
  await page.getByLabel('Address').fill('1 High Street\nLeeds LS1 1AA');
  await page.getByLabel('Phone').fill('0113 496 0000');
  await page.getByLabel('Email').fill('office@acme-gas.example');
  await page.getByLabel('Website').fill('acme-gas.example');
  await page.getByLabel('Certificate footer text').fill('Registered in England No. 01234567');
  await page.getByLabel('Engineer name').fill('Jo Fitter');
  await page.getByLabel('Gas Safe registration number').fill('123456');

  // Logo: upload through the dialog.
  await page.getByRole('button', { name: 'Upload Logo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload company logo' });
  await dialog
    .getByLabel('Logo image file')
    .setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Your logo has been uploaded and saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const logo = page.getByRole('img', { name: 'Company logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(200);

  // Signature: draw, save.
  const saveSignature = page.getByRole('button', { name: 'Save Signature' });
  await expect(saveSignature).toBeDisabled();
  await drawSignature(page);
  expect(await inkedPixels(page)).toBeGreaterThan(200);
  await saveSignature.click();
  await expect(page.getByText('Your signature has been uploaded successfully')).toBeVisible();

  // Colours: extracted from the logo (the auto-set rules pick both), then the secondary picked.
  await page.getByRole('button', { name: 'Extract Colors from Logo' }).click();
  // Blue and orange, and maybe a blend where the scaled-down logo's two colours meet.
  await expect(page.getByText(/^Found [23] colors from your logo$/)).toBeVisible();
  await expect(page.getByLabel('Primary color', { exact: true })).toHaveValue('#283cb4');
  await expect(page.getByLabel('Secondary color', { exact: true })).toHaveValue('#f0a014');
  await page.getByLabel('Secondary color picker').fill('#0f766e');
  await expect(page.getByLabel('Secondary color', { exact: true })).toHaveValue('#0f766e');

  const preview = page.getByRole('figure', { name: 'Sample gas system test certificate' });
  await expect(preview).toContainText('Acme Gas Services Ltd');
  await expect(preview).toContainText('PASS');
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({
    path: `${screenshots}/412-branding-settings-filled.png`,
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Save Company Branding' }).click();
  await expect(page.getByText('Company branding saved successfully')).toBeVisible();

  // Reload: everything comes back from the server.
  await page.reload();
  await expect(page.getByLabel('Company name (required)')).toHaveValue('Acme Gas Services Ltd');
  await expect(page.getByLabel('Address')).toHaveValue('1 High Street\nLeeds LS1 1AA');
  await expect(page.getByLabel('Email')).toHaveValue('office@acme-gas.example');
  await expect(page.getByLabel('Certificate footer text')).toHaveValue(
    'Registered in England No. 01234567',
  );
  await expect(page.getByLabel('Engineer name')).toHaveValue('Jo Fitter');
  await expect(page.getByLabel('Gas Safe registration number')).toHaveValue('123456');
  await expect(page.getByLabel('Primary color', { exact: true })).toHaveValue('#283cb4');
  await expect(page.getByLabel('Secondary color', { exact: true })).toHaveValue('#0f766e');
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  // The saved signature is loaded back onto the pad.
  await expect(page.getByRole('img', { name: /^Signature pad/ })).toHaveAttribute(
    'data-state',
    'drawn',
  );
  expect(await inkedPixels(page)).toBeGreaterThan(200);
  await expect(page.getByRole('img', { name: 'Engineer signature' })).toBeVisible();

  // The app wears the company's colours.
  const theme = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(theme).toBe('#283cb4');
  await expect(page.getByRole('button', { name: 'Save Company Branding' })).toHaveCSS(
    'background-color',
    'rgb(40, 60, 180)',
  );

  await page.screenshot({ path: `${screenshots}/412-branding-settings-saved.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: `${screenshots}/1280-branding-settings-saved.png`,
    fullPage: true,
  });
});

test('an engineer who cannot draw types their name as their signature', async ({ page }) => {
  const email = uniqueEmail('typed-signature');
  createUser(email, 'branding-password-2', 'Sam Installer');
  runAdmin('set-tier', email, 'professional');
  await signIn(page, email, 'branding-password-2');
  await page.goto('/settings');
  await page.getByLabel('Engineer name').fill('Sam Installer');
  await page.getByRole('tab', { name: 'Type name' }).click();
  await expect(page.getByLabel('Name as it should appear')).toHaveValue('Sam Installer');
  const typed = page.getByRole('img', { name: 'Typed signature: Sam Installer' });
  await expect(typed).toBeVisible();
  await page.getByRole('button', { name: 'Save Signature' }).click();
  await expect(page.getByText('Your signature has been uploaded successfully')).toBeVisible();

  // The saved image is the typed name: black ink on a transparent 400 × 150 PNG.
  const branding = (await (await page.request.get('/api/company-branding')).json()) as {
    engineerSignatureUrl: string;
  };
  const ink = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    let nonBlack = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i + 3] ?? 0) < 128) continue;
      inked += 1;
      if ((data[i] ?? 0) > 60 || (data[i + 1] ?? 0) > 60 || (data[i + 2] ?? 0) > 60) nonBlack += 1;
    }
    return { width: canvas.width, height: canvas.height, inked, nonBlack };
  }, branding.engineerSignatureUrl);
  expect(ink).toMatchObject({ width: 400, height: 150, nonBlack: 0 });
  expect(ink?.inked).toBeGreaterThan(300);
  await page.screenshot({
    path: `${screenshots}/412-branding-typed-signature.png`,
    fullPage: false,
  });
});
