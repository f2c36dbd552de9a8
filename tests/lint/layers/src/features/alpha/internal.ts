export const internalRule = 'alpha'
