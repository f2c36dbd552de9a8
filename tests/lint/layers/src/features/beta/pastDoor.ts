import { internalRule } from '../alpha/internal'

export const pastDoor = internalRule
