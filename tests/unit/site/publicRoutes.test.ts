import { PUBLIC_ROUTES, sitemapPaths } from '@/features/content/publicRoutes'

describe('the sitemap paths', () => {
  it('lists every public route of spec §2 and leaves out the signed-in and redirecting ones', () => {
    for (const path of [
      '/',
      '/about',
      '/programs',
      '/crash-course',
      '/business',
      '/creatives',
      '/live-seminars',
    ])
      expect(PUBLIC_ROUTES).toContain(path)
    expect(PUBLIC_ROUTES).not.toContain('/profile')
    expect(PUBLIC_ROUTES).not.toContain('/admin/import')
    expect(PUBLIC_ROUTES).not.toContain('/booking-success')
  })

  it('adds the CMS pages (the numeric story) once each', () => {
    const paths = sitemapPaths(['19', 'landscapes', 'the-potential-neuroscience-of-repressed-emotion'])
    expect(paths).toContain('/19')
    expect(paths.filter((path) => path === '/landscapes')).toHaveLength(1)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
