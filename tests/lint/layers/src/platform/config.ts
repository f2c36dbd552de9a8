import config from '../../payload.config'

export const collections = config.collections
