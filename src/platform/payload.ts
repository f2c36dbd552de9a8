import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/** The one Payload instance of this server process. */
export const getPayload = (): Promise<Payload> => getPayloadInstance({ config })
