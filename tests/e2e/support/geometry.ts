import { expect, type Locator } from '@playwright/test'

/** The element's box has the given width-to-height ratio (to within 2%). */
export async function expectAspectRatio(element: Locator, ratio: number) {
  const box = await element.boundingBox()
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - ratio)).toBeLessThan(0.02)
}

/** A round button of the given size: the player's icon buttons are a thumb's width. */
export async function expectRoundButton(button: Locator, size: number) {
  expect(await button.boundingBox()).toMatchObject({ width: size, height: size })
  await expect(button).toHaveCSS('border-radius', '50%')
}
