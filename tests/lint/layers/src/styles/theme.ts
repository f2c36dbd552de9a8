import { internalRule } from '../features/alpha/internal'

export const theme = internalRule
