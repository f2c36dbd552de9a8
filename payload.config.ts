import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Bookings } from './src/collections/Bookings'
import { Broadcasts } from './src/collections/Broadcasts'
import { Businesses } from './src/collections/Businesses'
import { CourseFunnelEvents } from './src/collections/CourseFunnelEvents'
import { Courses } from './src/collections/Courses'
import { CreativeCategories } from './src/collections/CreativeCategories'
import { EmailLeases } from './src/collections/EmailLeases'
import { EmailOutbox } from './src/collections/EmailOutbox'
import { EmailSequences } from './src/collections/EmailSequences'
import { EmailSignups } from './src/collections/EmailSignups'
import { Enrolments } from './src/collections/Enrolments'
import { Galleries } from './src/collections/Galleries'
import { LessonProgress } from './src/collections/LessonProgress'
import { Media } from './src/collections/Media'
import { Poems } from './src/collections/Poems'
import { Programs } from './src/collections/Programs'
import { RateLimitHits } from './src/collections/RateLimitHits'
import { SeminarEvents } from './src/collections/SeminarEvents'
import { Texts } from './src/collections/Texts'
import { Users } from './src/collections/Users'
import { Writings } from './src/collections/Writings'
import { endpoints } from './src/endpoints'
import { ContentGeneration } from './src/globals/ContentGeneration'
import { Furniture } from './src/globals/Furniture'
import { Inventions } from './src/globals/Inventions'
import { Neuroscience } from './src/globals/Neuroscience'
import { SessionAvailability } from './src/globals/SessionAvailability'
import { SiteSettings } from './src/globals/SiteSettings'
import { MAX_QUERY_COMPLEXITY, oneAuthMutation } from './src/graphql/validationRules'
import { closeMissingVersionRoutes, closeSystemCollections } from './src/hooks/payloadDefaults'
import { hideLockFromTrustedDevice, rateLimitLoggingLevels } from './src/hooks/rateLimitAuthRoutes'
import { shareContentGeneration } from './src/hooks/revalidateTag'
import { withTurnsBetweenOperations } from './src/hooks/takeTurns'
import { withValidatedArguments } from './src/hooks/validateOperationArgs'
import { jobs } from './src/jobs'
import { databaseAdapter } from './src/lib/database'
import { getEnv } from './src/lib/env'
import { outboxEmailAdapter } from './src/lib/outbox'
import { mediaStorage } from './src/lib/mediaStorage'

const projectRoot = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

// Payload's own collections and routes exist only once the config is built: they are closed afterwards.
export default buildConfig({
  serverURL: env.NEXT_PUBLIC_SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(projectRoot, 'src') },
    meta: { titleSuffix: ' | Admin' },
    components: {
      views: {
        importUsers: {
          Component: '/components/admin/ImportUsersView#ImportUsersView',
          path: '/import',
          exact: true,
        },
      },
      afterNavLinks: ['/components/admin/ImportUsersNavLink#ImportUsersNavLink'],
      beforeDashboard: ['/components/admin/dashboard/OwnerDashboard#OwnerDashboard'],
    },
  },
  collections: [
    Users,
    Media,
    Programs,
    Businesses,
    Writings,
    Poems,
    Galleries,
    CreativeCategories,
    Texts,
    Courses,
    SeminarEvents,
    EmailSignups,
    EmailSequences,
    EmailOutbox,
    Broadcasts,
    EmailLeases,
    LessonProgress,
    Bookings,
    Enrolments,
    CourseFunnelEvents,
    RateLimitHits,
  ]
    .map(withValidatedArguments)
    .map(withTurnsBetweenOperations),
  globals: [SiteSettings, Neuroscience, Inventions, Furniture, ContentGeneration, SessionAvailability],
  onInit: (payload) => {
    shareContentGeneration(payload)
    hideLockFromTrustedDevice(payload)
  },
  endpoints,
  jobs,
  plugins: [mediaStorage(env)],
  editor: lexicalEditor(),
  db: databaseAdapter(env.DATABASE_URI, projectRoot),
  email: outboxEmailAdapter({ from: env.EMAIL_FROM }),
  sharp,
  csrf: [env.NEXT_PUBLIC_SERVER_URL],
  cors: [env.NEXT_PUBLIC_SERVER_URL],
  graphQL: {
    disablePlaygroundInProduction: true,
    maxComplexity: MAX_QUERY_COMPLEXITY,
    validationRules: () => [oneAuthMutation],
  },
  telemetry: false,
  logger: { options: { level: env.LOG_LEVEL } },
  loggingLevels: rateLimitLoggingLevels,
  typescript: {
    outputFile: path.resolve(projectRoot, 'src/payload-types.ts'),
    autoGenerate: false,
  },
})
  .then(closeSystemCollections)
  .then(closeMissingVersionRoutes)
