import { front } from '../server/front'

export const page = front
