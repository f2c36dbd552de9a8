export const helper = 'platform'
