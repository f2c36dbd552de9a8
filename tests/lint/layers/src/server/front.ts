import { internalRule } from '../features/alpha'
import { helper } from '../platform/helper'

export const front = [internalRule, helper]
