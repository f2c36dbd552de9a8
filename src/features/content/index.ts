/**
 * Content: everything the owner edits for visitors to read (programs, businesses, writings,
 * galleries, poems, texts, the media library, the site settings and the long pages' globals).
 * What Payload assembles; pages take their reads and components from ./pages.
 */
export { Businesses } from './collections/Businesses'
export { CreativeCategories } from './collections/CreativeCategories'
export { Galleries } from './collections/Galleries'
export { Media } from './collections/Media'
export { Poems } from './collections/Poems'
export { Programs } from './collections/Programs'
export { Texts } from './collections/Texts'
export { Writings } from './collections/Writings'
export { Furniture } from './globals/Furniture'
export { Inventions } from './globals/Inventions'
export { Neuroscience } from './globals/Neuroscience'
export { SiteSettings } from './globals/SiteSettings'
