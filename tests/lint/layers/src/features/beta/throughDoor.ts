import { internalRule } from '../alpha'

export const fromDoor = internalRule
