import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectToast, unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

/** A PNG of `width`×`height` with two shapes, made here (nothing is downloaded). */
async function png(width: number, height: number): Promise<Buffer> {
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#2d6cdf"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5b700"/></svg>`;
  return sharp(Buffer.from(art)).png().toBuffer();
}

/** Uploads through the API, as the page's own session (same origin, multipart). */
async function uploadViaApi(page: Page, data: Buffer, alt: string, usage = 'inline') {
  const response = await page.request.post('/api/admin/media', { multipart: { file: { name: 'api.png', mimeType: 'image/png', buffer: data }, alt, usage } });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: string; url: string };
}

test.beforeEach(async ({ page }) => {
  // Each upload encodes a dozen AVIF and WebP files on the server.
  test.slow();
  await signIn(page);
});

test('uploads by file picker and by drag and drop; alt text is asked for, or the image marked decorative', async ({ page }) => {
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');

  const alt = unique('Blue square with a yellow circle');
  await page.locator('input[type="file"]').setInputFiles({ name: 'picked.png', mimeType: 'image/png', buffer: await png(640, 480) });
  await expect(page.getByRole('img', { name: 'Preview of picked.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Describe the image, or mark it decorative')).toBeVisible();
  await page.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Image uploaded', 'picked.png');
  await expect(page.getByRole('list', { name: 'Images in the library' }).getByRole('button', { name: `Edit ${alt}` })).toBeVisible();

  // Drag and drop: a DataTransfer holding a file, dropped on the zone.
  const bytes = [...(await png(320, 320))];
  const transfer = await page.evaluateHandle((data) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(data)], 'dropped.png', { type: 'image/png' }));
    return dt;
  }, bytes);
  await page.getByTestId('media-drop-zone').dispatchEvent('dragover', { dataTransfer: transfer });
  await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByText('dropped.png')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Decorative: no alt text needed' }).click();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Image uploaded', 'dropped.png');
  const dropped = page.getByRole('button', { name: 'Edit dropped.png' });
  await expect(dropped).toBeVisible();
  await expect(dropped).toContainText('Decorative (no alt text)');
});

test('several files at once, each with its alt text; the library searches names and alt texts; a file is replaced in place', async ({ page }) => {
  await page.goto('/admin/media');
  const tag = unique('harbour');
  await page.locator('input[type="file"]').setInputFiles([
    { name: `${tag}-cranes.png`, mimeType: 'image/png', buffer: await png(640, 360) },
    { name: `${tag}-quay.png`, mimeType: 'image/png', buffer: await png(480, 480) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  // The text file is named and left out; the two images wait, each with its own alt text.
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt: Only JPEG, PNG, WebP and AVIF images can be uploaded.' })).toBeVisible();
  const queue = page.getByRole('list', { name: 'Images to upload' });
  await expect(queue.getByRole('group')).toHaveCount(2);
  await page.getByRole('button', { name: 'Upload 2 images' }).click();
  await expect(queue.getByText('Describe the image, or mark it decorative')).toHaveCount(2);
  await queue.getByRole('group', { name: `${tag}-cranes.png` }).getByRole('textbox', { name: 'Alt text' }).fill(`Cranes at the ${tag} at dusk`);
  await queue.getByRole('group', { name: `${tag}-quay.png` }).getByRole('checkbox', { name: 'Decorative: no alt text needed' }).click();
  await page.getByRole('button', { name: 'Upload 2 images' }).click();
  await expectToast(page, '2 images uploaded', '2 images uploaded');
  await expect(queue).toHaveCount(0);

  // Search: by alt text, then by file name; a search that finds nothing says so.
  const search = page.getByRole('searchbox', { name: 'Search images' });
  const grid = page.getByRole('list', { name: 'Images in the library' });
  await search.fill(`cranes at the ${tag}`);
  await expect(page.getByRole('status').filter({ hasText: '1 image found' })).toBeVisible();
  await expect(grid.getByRole('button')).toHaveCount(1);
  await search.fill(`${tag}-quay`);
  await expect(grid.getByRole('button', { name: `Edit ${tag}-quay.png` })).toBeVisible();
  await expect(grid.getByRole('button')).toHaveCount(1);
  await search.fill(`${tag}-nothing`);
  await expect(page.getByText(`No image’s file name or alt text contains “${tag}-nothing”.`)).toBeVisible();

  // Replace: the same image, a new file (new size and address); the alt text stays.
  await search.fill(`cranes at the ${tag}`);
  await grid.getByRole('button', { name: `Edit Cranes at the ${tag} at dusk` }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  await expect(details.getByText('640×360')).toBeVisible();
  await details.locator('input[type="file"]').setInputFiles({ name: 'cranes-wide.png', mimeType: 'image/png', buffer: await png(1280, 720) });
  await expectToast(page, 'File replaced', 'Every use of the image now shows the new file.');
  await expect(details.getByText('1280×720')).toBeVisible();
  await expect(details.locator('img').first()).toHaveAttribute('src', /\/r2-1280x720\.png$/);
  await expect(details.getByRole('textbox', { name: 'Alt text' })).toHaveValue(`Cranes at the ${tag} at dusk`);
});

test('a wrong-ratio upload for a testimonial is cropped in the browser; the home page shows the photo with srcset', async ({ page }) => {
  const alt = unique('Portrait of a client');
  const wide = await uploadViaApi(page, await png(800, 600), alt);
  // Its own active testimonial: other tests of this file add testimonials at the same time.
  const name = unique('Photo client');
  const created = await page.request.post('/api/admin/testimonials', { data: { name, position: 'CTO', company: 'Acme', testimonial: 'They shipped what they promised.' } });
  expect(created.status()).toBe(201);
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: `Choose ${alt}` }).click();

  // 4:3 is wrong for a testimonial photo: the message says so and a crop to 1:1 opens. (Page-wide: while the crop
  // dialog is open, the form's dialog is hidden from the accessibility tree, so a role locator cannot reach it.)
  await expect(page.getByText('A testimonial photo must be 1:1 (this image is 4:3). Crop it to 1:1.')).toBeVisible();
  const crop = page.getByRole('dialog', { name: 'Crop to 1:1' });
  await crop.getByLabel('Frame position').fill('20');
  await crop.getByRole('button', { name: 'Crop and use' }).click();
  await expect(crop).toHaveCount(0);
  const field = form.getByLabel('Image URL');
  await expect(field).toHaveValue(/^\/media\/[0-9a-f-]{36}\/600x600\.png$/);
  const url = await field.inputValue();
  expect(url).not.toContain(wide.id);
  await form.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success!', 'Testimonial updated successfully.');

  await page.goto('/');
  const slide = page.getByRole('group', { name: new RegExp(`of`) }).filter({ hasText: name });
  const picture = slide.locator('picture');
  const id = url.split('/')[2];
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`/media/${id}/320w\\.avif 320w, /media/${id}/600w\\.avif 600w`));
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', '56px');
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('src', url);
  await expect(img).toHaveAttribute('alt', alt);
  await expect(img).toHaveAttribute('width', '600');
  await expect(img).toHaveAttribute('loading', 'lazy');
  const served = await page.request.get(url.replace('600x600.png', '320w.avif'));
  expect(served.headers()['content-type']).toBe('image/avif');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('an image in use cannot be deleted: the toast says where it is used', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 409/);
  const alt = unique('Square photo');
  const media = await uploadViaApi(page, await png(300, 300), alt, 'testimonial');
  const testimonial = await page.request.post('/api/admin/testimonials', { data: { name: unique('Pat'), position: 'CTO', company: 'Acme', testimonial: 'Great work.', imageUrl: media.url, isActive: false } });
  expect(testimonial.status()).toBe(201);
  await page.goto('/admin/media');
  await page.getByRole('button', { name: `Edit ${alt}` }).click();
  await page.getByRole('dialog', { name: 'Image details' }).getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Cannot delete this image', 'This image is used by 1 testimonial. Remove it there first.');
});

test('a resource takes its cover and an inline image from the library; its public page serves them as responsive images', async ({ page, allowConsoleErrors }) => {
  // The staff list shows every resource: one made by a parallel spec has a cover on a host that never resolves.
  allowConsoleErrors(/ERR_NAME_NOT_RESOLVED/);
  const coverAlt = unique('Dashboard on a laptop');
  const cover = await uploadViaApi(page, await png(1600, 900), coverAlt, 'resource');
  const inlineAlt = unique('Team at a whiteboard');
  await uploadViaApi(page, await png(800, 600), inlineAlt);
  await page.goto('/admin/resources');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  const title = unique('Pictured guide');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('A guide with pictures from the library.');
  await dialog.getByRole('checkbox', { name: 'Cloud' }).check();

  // The editor's image tool opens the library; the chosen image goes in with its alt text.
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('Our team at work:');
  await dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image from the media library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: `Choose ${inlineAlt}` }).click();
  await expect(picker).toHaveCount(0);
  await expect(editor.locator(`img[alt="${inlineAlt}"]`)).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/800x600\.png$/);

  // The cover: "Choose from library" on the Image URL field (16:9, so no crop is needed).
  await dialog.getByRole('button', { name: 'Choose from library' }).first().click();
  await page.getByRole('dialog', { name: 'Choose an image' }).getByRole('button', { name: `Choose ${coverAlt}`, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveValue(cover.url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Resource created successfully.');

  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await page.goto(`/resources/${slug}`);
  const coverImage = page.locator(`main picture img[src="${cover.url}"]`);
  await expect(coverImage).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /1600w/);
  const inline = page.locator(`.resource-content picture:has(img[alt="${inlineAlt}"])`);
  await expect(inline.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(inline.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /800w\.webp 800w$/);
});
