import { a } from './cycleA'

export const b = 1

export const callsA = () => a()
