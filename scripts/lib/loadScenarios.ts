import type autocannon from 'autocannon'

import { ADMIN } from './demoAdmin'
import { createMember, loginToken } from './fuzzCases'

export type Scenario = { name: string; connections: number; requests: autocannon.Request[] }
export type Learner = { email: string; password: string; id: number; token: string }

export const LESSONS = ['lesson-1-1', 'lesson-1-2', 'lesson-2-1', 'lesson-3-4', 'lesson-5-7', 'lesson-6-2']
export const JSON_BODY = { 'Content-Type': 'application/json' }

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]

/** `count` members created through the seeded admin and signed in, for the load's API calls. */
export async function createLearners(url: string, count: number, prefix: string): Promise<Learner[]> {
  const adminToken = await loginToken(url, ADMIN.email, ADMIN.password)
  const learners: Learner[] = []
  for (let i = 0; i < count; i++) {
    const credentials = { email: `${prefix}-${i}@bench.test`, password: `${prefix}-password-${i}` }
    learners.push({ ...credentials, ...(await createMember(url, adminToken, credentials)) })
  }
  return learners
}

/** The learners' API load: e-mail sign-ups, logins and progress toggles, each with its connections. */
export function apiScenarios(
  learners: Learner[],
  connections: { signup: number; login: number; progress: number },
): Scenario[] {
  let signups = 0
  return [
    {
      name: 'POST /api/email-signup',
      connections: connections.signup,
      requests: [
        {
          method: 'POST',
          path: '/api/email-signup',
          headers: JSON_BODY,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `reader-${process.pid}-${signups++}@bench.test` }),
          }),
        },
      ],
    },
    {
      name: 'POST /api/auth/login',
      connections: connections.login,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: JSON_BODY,
          setupRequest: (request) => {
            const learner = pick(learners)
            return { ...request, body: JSON.stringify({ email: learner.email, password: learner.password }) }
          },
        },
      ],
    },
    {
      name: 'POST /api/course-progress',
      connections: connections.progress,
      requests: [
        {
          method: 'POST',
          path: '/api/course-progress',
          setupRequest: (request) => {
            const learner = pick(learners)
            return {
              ...request,
              headers: { ...JSON_BODY, Authorization: `JWT ${learner.token}` },
              body: JSON.stringify({
                userId: String(learner.id),
                lessonId: pick(LESSONS),
                completed: Math.random() < 0.5,
              }),
            }
          },
        },
      ],
    },
  ]
}
