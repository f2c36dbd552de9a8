import config from '../../payload.config'

export const getPayload = () => config
