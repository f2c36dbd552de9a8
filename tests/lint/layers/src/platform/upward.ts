import { internalRule } from '../features/alpha'

export const upward = internalRule
