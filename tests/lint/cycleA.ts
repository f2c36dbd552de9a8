import { b } from './cycleB'

export const a = () => b + 1
