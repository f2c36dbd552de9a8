import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../../src/platform/env'

/** The admin the seeder creates outside a public production site: the e2e suite and the benches sign in as it. */
export const ADMIN = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }
