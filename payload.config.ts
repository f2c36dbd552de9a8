import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import {
  accountsEndpoints,
  hideLockFromTrustedDevice,
  payloadAuthMutations,
  rateLimitLoggingLevels,
  usersCollection,
} from './src/features/accounts'
import {
  Businesses,
  CreativeCategories,
  Furniture,
  Galleries,
  Inventions,
  Media,
  Neuroscience,
  Poems,
  Programs,
  SiteSettings,
  Texts,
  Writings,
} from './src/features/content'
import {
  courseChecksBeforeMemberDeletion,
  CourseFunnelEvents,
  courseEndpoints,
  Courses,
  Enrolments,
  LessonProgress,
} from './src/features/course'
import { dashboardEndpoints } from './src/features/dashboard'
import {
  Broadcasts,
  EmailSequences,
  EmailSignups,
  mailingListEndpoints,
  mailingListJobs,
} from './src/features/mailing-list'
import {
  Bookings,
  paymentsEndpoints,
  SessionAvailability,
  unlinkBookingsOfDeletedMember,
} from './src/features/payments'
import { SeminarEvents, seminarJobs, seminarsEndpoints } from './src/features/seminars'
import { ContentGeneration } from './src/platform/cache/ContentGenerationGlobal'
import { shareContentGeneration } from './src/platform/cache/revalidateTag'
import { databaseAdapter } from './src/platform/database/database'
import { EmailLeases } from './src/platform/database/EmailLeases'
import { getEnv } from './src/platform/env'
import { accessQuery } from './src/platform/graphql/accessQuery'
import { MAX_QUERY_COMPLEXITY, oneAuthMutation } from './src/platform/graphql/validationRules'
import { withMethodNotAllowed } from './src/platform/http/endpoint'
import { EmailOutbox } from './src/platform/mail/EmailOutbox'
import { outboxEmailAdapter } from './src/platform/mail/outbox'
import { answerClientFaults } from './src/platform/payload/clientFaults'
import { answerCrossedWrites, crossedWriteLoggingLevels } from './src/platform/payload/crossedWrites'
import { jobsConfig } from './src/platform/payload/jobs'
import {
  closeMissingVerifyRoutes,
  closeMissingVersionRoutes,
  closeSystemCollections,
} from './src/platform/payload/payloadDefaults'
import { withTurnsBetweenOperations } from './src/platform/payload/takeTurns'
import {
  withValidatedArguments,
  withValidatedGlobalArguments,
} from './src/platform/payload/validateOperationArgs'
import { clientErrorLoggingLevels } from './src/platform/payload/clientError'
import { loggerOptions } from './src/platform/payload/logging'
import { restorePayloadErrorNames } from './src/platform/payload/errorClassNames'
import { RateLimitHits } from './src/platform/rateLimit/RateLimitHits'
import { mediaStorage } from './src/platform/storage/mediaStorage'

restorePayloadErrorNames()

const projectRoot = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()
// An account's deletion: the course refuses it while an enrolment names the member, then clears
// their progress; their bookings stay unlinked
const users = usersCollection(env.NEXT_PUBLIC_SERVER_URL, {
  beforeDelete: [...courseChecksBeforeMemberDeletion, unlinkBookingsOfDeletedMember],
})

// Payload's own collections and routes exist only once the config is built: they are closed afterwards.
const config = databaseAdapter(env.DATABASE_URI, projectRoot).then((db) =>
  buildConfig({
    serverURL: env.NEXT_PUBLIC_SERVER_URL,
    secret: env.PAYLOAD_SECRET,
    admin: {
      user: users.slug,
      avatar: 'default',
      importMap: { baseDir: path.resolve(projectRoot, 'src') },
      meta: { titleSuffix: ' | Admin' },
      // Spec §9's toasts, in the admin too (the import page's messages): one at a time, 5 s each
      toast: { limit: 1, duration: 5000 },
      components: {
        views: {
          importUsers: {
            Component: '/features/accounts/admin/ImportUsersView#ImportUsersView',
            path: '/import',
            exact: true,
          },
        },
        afterNavLinks: ['/features/accounts/admin/ImportUsersNavLink#ImportUsersNavLink'],
        beforeDashboard: ['/features/dashboard/admin/OwnerDashboard#OwnerDashboard'],
        providers: ['/platform/admin/LabelledSelects#LabelledSelects'],
      },
    },
    collections: [
      users,
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
    globals: [SiteSettings, Neuroscience, Inventions, Furniture, ContentGeneration, SessionAvailability].map(
      withValidatedGlobalArguments,
    ),
    onInit: (payload) => {
      shareContentGeneration(payload)
      hideLockFromTrustedDevice(payload)
    },
    // The spec's JSON API (§7) and the product's own calls, served under /api<path>
    endpoints: withMethodNotAllowed([
      ...accountsEndpoints,
      ...courseEndpoints,
      ...mailingListEndpoints,
      ...paymentsEndpoints,
      ...seminarsEndpoints,
      ...dashboardEndpoints,
    ]),
    jobs: jobsConfig([seminarJobs, mailingListJobs]),
    // A request that lost a MongoDB transaction race answers 409, not 500
    hooks: { afterError: [answerCrossedWrites, answerClientFaults] },
    plugins: [mediaStorage(env)],
    editor: lexicalEditor(),
    db,
    email: outboxEmailAdapter({ from: env.EMAIL_FROM }),
    sharp,
    csrf: [env.NEXT_PUBLIC_SERVER_URL],
    cors: [env.NEXT_PUBLIC_SERVER_URL],
    graphQL: {
      disablePlaygroundInProduction: true,
      maxComplexity: MAX_QUERY_COMPLEXITY,
      validationRules: () => [oneAuthMutation],
      queries: accessQuery,
      mutations: payloadAuthMutations,
    },
    telemetry: false,
    // A refused request (any 4xx) is the client's, not a fault of the site: one info line, no stack
    logger: { options: loggerOptions(env.LOG_LEVEL) },
    loggingLevels: {
      ...rateLimitLoggingLevels,
      ...crossedWriteLoggingLevels,
      ...clientErrorLoggingLevels,
      ValidationError: 'info',
      // Payload's own refusals of a query: a field that does not exist or may not be queried
      QueryError: 'info',
    },
    typescript: {
      outputFile: path.resolve(projectRoot, 'src/payload-types.ts'),
      autoGenerate: false,
    },
  }),
)

export default config
  .then(closeSystemCollections)
  .then(closeMissingVersionRoutes)
  .then(closeMissingVerifyRoutes)
