/** @jest-environment node */
type ContentGeneration = typeof import('@/platform/cache/contentGeneration')

/** A fresh copy of the module, as another bundle of the app would load it. */
function freshCopy(): ContentGeneration {
  let copy: ContentGeneration | undefined
  jest.isolateModules(() => {
    copy = jest.requireActual<ContentGeneration>('@/platform/cache/contentGeneration')
  })
  if (!copy) throw new Error('not loaded')
  return copy
}

describe('processWide', () => {
  it('gives every copy of a module (one per bundle) the same value', () => {
    const first = freshCopy()
    const second = freshCopy()
    expect(first).not.toBe(second)

    const before = second.contentGeneration()
    first.bumpContentGeneration()
    expect(second.contentGeneration()).toBe(before + 1)
  })
})
