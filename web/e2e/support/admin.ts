import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { cmsUrl } from './cms';

/** Signs in through the admin's login form (as the development Administrator unless told) and waits for the dashboard. */
export async function login(page: Page, password: string = DEV_ADMIN.password, email: string = DEV_ADMIN.email) {
  await page.goto('/admin/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
}

/** The development Administrator's signed-in browser storage, written once per run by admin-session.setup.ts. */
export const ADMIN_SESSION = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/.admin-session.json');

/** Opens the dashboard in a page whose context carries ADMIN_SESSION (`test.use({ storageState: ADMIN_SESSION })`). */
export async function openDashboard(page: Page) {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
}

/**
 * The session is over: the browser is on the site's home page and no admin value is left stored.
 * Leaving takes the admin's start (a reload's bundle) and a render of the home page: on a loaded
 * machine, more than the usual wait.
 */
const LEAVING_MS = 20_000;

export async function expectSessionEnded(page: Page) {
  await expect(page).toHaveURL(/\/$/, { timeout: LEAVING_MS });
  await expect(page.getByRole('heading', { name: 'Journey Beyond Ordinary' })).toBeVisible({ timeout: LEAVING_MS });
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin_')))).toEqual([]);
}

/** A small real PNG to upload. */
export async function png(name: string, color: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Uploads a small real PNG through the CMS, as the admin's form does, and answers its file id. */
export async function uploadedPicture(token: string, name: string, color: string): Promise<number> {
  const picture = await png(name, color);
  const form = new FormData();
  form.append('files', new Blob([picture.buffer], { type: picture.mimeType }), picture.name);
  const upload = await fetch(`${cmsUrl()}/api/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const [file] = await upload.json();
  return file.id;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * React-admin shows its notifications one at a time, each for about five seconds: a toast may wait
 * behind two others (the sign-in's, a refusal's) before it shows.
 */
const QUEUED_TOAST_MS = 15_000;

/** A toast of docs/product/spec/product-spec.md (section 8): its title, then its description. */
export const toast = (page: Page, title: string, description?: string) =>
  expect(page.getByText(new RegExp(`${escape(title)}${description ? `\\W*${escape(description)}` : ''}`)).first()).toBeVisible({
    timeout: QUEUED_TOAST_MS,
  });
