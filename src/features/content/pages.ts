/** What the pages of src/app read and render: the content reads (cached, server-only) and the views. */
export { AboutView } from './components/about/AboutView'
export { BusinessView } from './components/business/BusinessView'
export { CreativesView } from './components/creatives/CreativesView'
export { FurnitureView } from './components/furniture/FurnitureView'
export { GalleryPage } from './components/gallery/GalleryPage'
export { HomeView } from './components/home/HomeView'
export { InventionsView } from './components/inventions/InventionsView'
export { IntentPrefetch } from './components/layout/IntentPrefetch'
export { SiteFooter } from './components/layout/SiteFooter'
export { SiteHeader } from './components/layout/SiteHeader'
export { SiteMain, SiteShell, SkipLink } from './components/layout/SiteShell'
export { LongTextArticle } from './components/long-text/LongTextArticle'
export { NeuroscienceView } from './components/neuroscience/NeuroscienceView'
export { NotFoundCard } from './components/not-found/NotFoundCard'
export { PoetryPage } from './components/poetry/PoetryPage'
export { ProgramsView } from './components/programs/ProgramsView'
export { RecordingsView } from './components/recordings/RecordingsView'
export { WritingsView } from './components/writings/WritingsView'
export { NOT_FOUND_METADATA, pageMetadata, staticPageMetadata } from './metadata'
export { ROUTE_SLUG_PATTERN, sitemapPaths } from './publicRoutes'
export { getFurniture, getInventions, getNeuroscience, getWritingSections } from './reads/pages'
export { getGallery, getPoems, getText, toPoemView } from './reads/portfolio'
export { getSiteSettings } from './reads/settings'
export {
  getBusinesses,
  getContentPageSlugs,
  getCreativeCategories,
  getFeaturedPrograms,
  getPrograms,
} from './reads/site'
