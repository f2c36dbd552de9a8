import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { expectAspectRatio, expectRoundButton } from './support/geometry'

/** Every route of the portfolio issue, with its heading. */
const ROUTES: [path: string, heading: string][] = [
  ['/landscapes', 'Landscapes'],
  ['/animations', 'Animations'],
  ['/drawings', 'Drawings'],
  ['/architecture', 'Architecture'],
  ['/music', 'Music'],
  ['/visions', 'Visions'],
  ['/bloodies', 'Bloodies'],
  ['/self-portraits', 'Self Portraits'],
  ['/photography', 'Photography'],
  ['/poetry', 'Select Poems'],
  ['/songs', 'Songs'],
  ['/political-cartoons', 'Bias'],
  ['/witticisms', 'Witticisms'],
  ['/19', '1:9'],
  ['/the-potential-neuroscience-of-repressed-emotion', 'The Potential Neuroscience of Repressed Emotion'],
]

const main = (page: Page) => page.getByRole('main')

async function open(page: Page, path: string, heading: string) {
  const response = await page.goto(path)
  expect(response?.status(), `${path} answers 200`).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
}

async function expectNewTabLinks(page: Page, links: ReturnType<Page['getByRole']>, count: number) {
  await expect(links).toHaveCount(count)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
}

test.describe('image galleries show the counts of spec §9', () => {
  for (const [path, heading, count] of [
    ['/landscapes', 'Landscapes', 6],
    ['/drawings', 'Drawings', 18],
    ['/architecture', 'Architecture', 5],
    ['/visions', 'Visions', 6],
    ['/self-portraits', 'Self Portraits', 1],
    ['/political-cartoons', 'Bias', 4],
  ] as const) {
    test(`${path} shows ${count} images with alt text`, async ({ page }) => {
      await open(page, path, heading)
      const images = main(page).getByRole('img')
      await expect(images).toHaveCount(count)
      for (const image of await images.all()) {
        expect(await image.getAttribute('alt')).toBeTruthy()
        expect(await image.getAttribute('width')).toBeTruthy()
        expect(await image.getAttribute('height')).toBeTruthy()
      }
    })
  }

  test('/photography has HOLY with 4 images and Ukrainian Refugee Camp with 11', async ({ page }) => {
    await open(page, '/photography', 'Photography')
    await expect(page.getByRole('region', { name: 'HOLY' }).getByRole('img')).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Ukrainian Refugee Camp' }).getByRole('img')).toHaveCount(
      11,
    )
  })

  test('/political-cartoons is titled Bias and lays its 4 cartoons in 2 columns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/political-cartoons', 'Bias')
    const columns = await main(page)
      .getByRole('list')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(2)
  })
})

test('the lightbox steps through the pictures and gives focus back to the thumbnail', async ({ page }) => {
  await open(page, '/landscapes', 'Landscapes')
  const thumbnail = main(page).getByRole('button', { name: 'Landscapes: Landscape 2' })
  await thumbnail.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Landscape 2' })).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Landscapes: Landscape 2' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Next image' }).click()
  await expect(dialog.getByRole('heading', { name: 'Landscape 3' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('heading', { name: 'Landscape 4' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await dialog.getByRole('button', { name: 'Previous image' }).click()
  await expect(dialog.getByRole('heading', { name: 'Landscape 2' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
})

test('/animations plays 4 muted looping inline videos at 0.25 speed after a second', async ({ page }) => {
  await open(page, '/animations', 'Animations')
  const videos = main(page).locator('video')
  await expect(videos).toHaveCount(4)
  const flags = await videos.evaluateAll((elements) =>
    (elements as HTMLVideoElement[]).map((video) => ({
      muted: video.muted,
      autoplay: video.autoplay,
      loop: video.loop,
      playsInline: video.playsInline,
    })),
  )
  for (const flag of flags)
    expect(flag).toEqual({ muted: true, autoplay: true, loop: true, playsInline: true })
  // Each video fills its 16:9 frame, edge to edge.
  await expectAspectRatio(videos.first(), 16 / 9)
  await expect(videos.first()).toHaveCSS('object-fit', 'cover')
  await page.waitForTimeout(1500)
  const rates = await videos.evaluateAll((elements) =>
    (elements as HTMLVideoElement[]).map((video) => video.playbackRate),
  )
  expect(rates).toEqual([0.25, 0.25, 0.25, 0.25])
})

test('/animations starts its videos without the page scripts: the first frame paints before they run', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/animations')
  const videos = page.getByRole('main').locator('video')
  await expect(videos).toHaveCount(4)
  await expect
    .poll(() =>
      videos.evaluateAll((elements) =>
        (elements as HTMLVideoElement[]).map(
          (video) => video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
        ),
      ),
    )
    .toEqual([true, true, true, true])
  expect(await videos.first().evaluate((video: HTMLVideoElement) => video.paused)).toBe(false)
  await context.close()
})

test('/animations reached by a link plays its videos too (rendered in the browser)', async ({ page }) => {
  await page.goto('/creatives')
  await main(page)
    .getByRole('link', { name: /Animations/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Animations', exact: true })).toBeVisible()
  const videos = main(page).locator('video')
  await expect(videos).toHaveCount(4)
  await expect
    .poll(() =>
      videos.evaluateAll((elements) => (elements as HTMLVideoElement[]).map((video) => !video.paused)),
    )
    .toEqual([true, true, true, true])
})

test('/music has 4 tracks with the audio player and links to 10 House and 3 Folk songs', async ({ page }) => {
  await open(page, '/music', 'Music')
  await expect(page.getByRole('group', { name: /^Audio player/ })).toHaveCount(4)
  await expect(main(page).locator('audio')).toHaveCount(4)
  // The players are styled by the page around them: a round 44 px play button, a framed player.
  const play = page
    .getByRole('group', { name: /^Audio player/ })
    .first()
    .getByRole('button', { name: 'Play' })
  await expectRoundButton(play, 44)
  await expectNewTabLinks(page, page.getByRole('region', { name: 'House' }).getByRole('link'), 10)
  await expectNewTabLinks(page, page.getByRole('region', { name: 'Folk' }).getByRole('link'), 3)
})

test('/songs lists House (10) and Folk (3), each opening in a new tab', async ({ page }) => {
  await open(page, '/songs', 'Songs')
  const house = page.getByRole('region', { name: 'House' }).getByRole('link')
  await expectNewTabLinks(page, house, 10)
  await expectNewTabLinks(page, page.getByRole('region', { name: 'Folk' }).getByRole('link'), 3)
  // The machine is offline: answer the music site locally so the new tab has a page to show.
  await page
    .context()
    .route('https://suno.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Song</title>' }),
    )
  const [popup] = await Promise.all([page.waitForEvent('popup'), house.first().click()])
  await popup.waitForLoadState()
  expect(popup.url()).toBe('https://suno.com/song/house-1')
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await popup.close()
})

test('/witticisms shows 20 quote cards dated 1999', async ({ page }) => {
  await open(page, '/witticisms', 'Witticisms')
  await expect(main(page).getByRole('blockquote')).toHaveCount(20)
  await expect(main(page).getByText('1999', { exact: true })).toHaveCount(20)
})

test('/bloodies launches the 3D world in a new tab and lists its controls', async ({ page }) => {
  await open(page, '/bloodies', 'Bloodies')
  const launch = main(page).getByRole('link', { name: 'Launch the 3D World' })
  await expect(launch).toHaveAttribute('target', '_blank')
  await expect(launch).toHaveAttribute('rel', 'noopener noreferrer')
  const controls = page.getByRole('list', { name: 'Controls' }).getByRole('listitem')
  await expect(controls).toHaveText(['Mouse look', 'WASD or arrow keys to move', 'ESC releases the mouse'])
})

test.describe('/poetry', () => {
  test('shows 4 poems with title, year and the tabs Poem and Analysis', async ({ page }) => {
    await open(page, '/poetry', 'Select Poems')
    const poems = main(page).getByRole('article')
    await expect(poems).toHaveCount(4)
    const lowTide = main(page).getByRole('article', { name: 'Low Tide' })
    await expect(lowTide.getByText('2019', { exact: true })).toBeVisible()
    const poemTab = lowTide.getByRole('tab', { name: 'Poem' })
    await expect(poemTab).toHaveAttribute('aria-selected', 'true')
    const poemText = lowTide.getByRole('tabpanel')
    await expect(poemText).toContainText('The water leaves and does not say goodbye')
    const lines = await poemText.evaluate((panel) => (panel as HTMLElement).innerText.split('\n').length)
    expect(lines).toBeGreaterThan(4)

    await lowTide.getByRole('tab', { name: 'Analysis' }).click()
    await expect(lowTide.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true')
    await expect(lowTide.getByRole('tabpanel')).toContainText('A poem about trust')
    await expect(page.getByRole('group', { name: /^Audio player/ })).toHaveCount(2)
  })

  test('plays, mutes and changes the speed of a seeded recording', async ({ page }) => {
    await open(page, '/poetry', 'Select Poems')
    const player = page.getByRole('group', { name: 'Audio player: Low Tide' })
    const audio = player.locator('audio')
    await expect(player.getByText('0:00 / 0:08')).toBeVisible()
    const play = player.getByRole('button', { name: 'Play' })
    await expectRoundButton(play, 44)

    await play.click()
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0.3)
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false)

    await player.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5x')
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5)

    await player.getByRole('button', { name: 'Mute' }).click()
    expect(await audio.evaluate((element: HTMLAudioElement) => [element.muted, element.volume])).toEqual([
      true,
      0,
    ])
    await player.getByRole('button', { name: 'Unmute' }).click()
    expect(await audio.evaluate((element: HTMLAudioElement) => [element.muted, element.volume])).toEqual([
      false,
      1,
    ])

    await player.getByRole('button', { name: 'Pause' }).click()
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible()
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true)
  })
})

test('the short story 1:9 and the paper excerpt end with their notes; other slugs are not found', async ({
  page,
}) => {
  await open(page, '/19', '1:9')
  await expect(main(page).locator('article p').last()).toHaveText('(continues...)')
  // A real long text: several paragraphs, well over 1,500 characters before the marker.
  const storyParagraphs = await main(page).locator('article p').allTextContents()
  expect(storyParagraphs.length).toBeGreaterThanOrEqual(6)
  expect(storyParagraphs.slice(1, -1).join('\n\n').length).toBeGreaterThan(2000)
  await open(
    page,
    '/the-potential-neuroscience-of-repressed-emotion',
    'The Potential Neuroscience of Repressed Emotion',
  )
  await expect(main(page).locator('article p').last()).toHaveText(
    'The paper continues. The full draft is available on request.',
  )
  const missing = await page.goto('/no-such-gallery')
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('Page Not Found')).toBeVisible()
})

test('/drawings sends under 1.5 MB of images to a 390 px wide phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  let imageBytes = 0
  let imageCount = 0
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').startsWith('image/')) return
    const body = await response.body().catch(() => null)
    if (!body) return
    imageBytes += body.length
    imageCount += 1
  })
  await open(page, '/drawings', 'Drawings')
  // Scroll to the end so every lazy picture loads.
  for (let y = 0; y < 20; y += 1) {
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() =>
      page
        .getByRole('main')
        .getByRole('img')
        .evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete)),
    )
    .toBe(true)
  console.log(`/drawings at 390 px: ${imageCount} images, ${imageBytes} bytes`)
  expect(imageCount).toBeGreaterThanOrEqual(18)
  expect(imageBytes).toBeLessThan(1.5 * 1024 * 1024)
  await context.close()
})

test.describe('accessibility (axe-core)', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await open(page, path, heading)
      const results = await new AxeBuilder({ page }).analyze()
      const severe = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      )
      expect(
        severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([])
    })
  }
})
