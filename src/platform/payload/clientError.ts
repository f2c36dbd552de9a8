import { APIError, type Config } from 'payload'

const CLIENT_ERROR = 'ClientError'

/**
 * A refusal of the caller's request (a 4xx) thrown inside Payload: its message is the answer, and
 * it is logged as one info line, not as a fault with a stack. The name is set here, not taken from
 * the class (Payload answers and picks the log level by an error's name).
 */
export class ClientError extends APIError {
  constructor(message: string, status: 400 | 403 | 404 | 409 | 415 = 400) {
    super(message, status, null, true)
    this.name = CLIENT_ERROR
  }
}

/** For the config's `loggingLevels`: a ClientError is routine. */
export const clientErrorLoggingLevels: Config['loggingLevels'] = {
  [CLIENT_ERROR as keyof NonNullable<Config['loggingLevels']>]: 'info',
}
