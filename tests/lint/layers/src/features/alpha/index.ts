export { internalRule } from './internal'
